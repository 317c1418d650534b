import { Link } from 'react-router';
import { BANK_TRANSFER, FREIGHT, POLICY, ROUTES, formatTTD } from '@trini/domain';
import styles from './policy-content.module.css';

/**
 * Returns & Refunds Policy: 7 days from delivery, unused/unopened/original packaging, mandatory
 * unboxing video for defect/damage/wrong-item claims, ineligible items, exchange-or-refund, refunds
 * in 7–14 working days. spec: shopping.md §5 policy rules, §9 policy facts
 */
export function ReturnsPolicy({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const H = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section id="returns" aria-labelledby="returns-title" className={styles.policy}>
      <H id="returns-title">Returns &amp; Refunds Policy</H>
      <p>
        We want you to be happy with every purchase. If something is not right, you may return it
        within <strong>{POLICY.RETURN_DAYS} days of delivery</strong>.
      </p>
      <h3>What can be returned</h3>
      <ul>
        <li>
          Items must be unused, unopened and in their original packaging, with all tags and
          accessories.
        </li>
        <li>
          An <strong>unboxing video is mandatory</strong> for any claim of a defect, damage or a
          wrong item. Please record the package being opened from the sealed state.
        </li>
      </ul>
      <h3>What cannot be returned</h3>
      <ul>
        <li>Opened or used items</li>
        <li>Perishable goods</li>
        <li>Personal care and intimate products</li>
        <li>Sale, clearance and final-sale items</li>
      </ul>
      <h3>Exchanges and refunds</h3>
      <p>
        We exchange an item only if the replacement is in stock; otherwise we refund you. Refunds
        are processed within {POLICY.REFUND_DAYS_MIN} to {POLICY.REFUND_DAYS_MAX} working days after
        we receive and inspect the returned item.
      </p>
    </section>
  );
}

/** Delivery Policy (embeds the returns policy). spec: shopping.md §2 static pages, §5, §9 */
export function DeliveryPolicy() {
  return (
    <article className={styles.policy}>
      <h1>Delivery Policy</h1>
      <p>We deliver to homes and businesses across Trinidad and Tobago.</p>
      <h2>Minimum order</h2>
      <p>
        The minimum order for delivery is <strong>{formatTTD(POLICY.MIN_DELIVERY_ORDER)}</strong>.
        Orders below that amount can be collected at one of our outlets.
      </p>
      <h2>Processing and delivery</h2>
      <ul>
        <li>
          Orders are normally processed within {POLICY.DELIVERY_PROCESSING_DAYS} working days.
        </li>
        <li>
          Our couriers attempt delivery up to {POLICY.DELIVERY_ATTEMPTS} times. Please keep your
          phone nearby.
        </li>
        <li>Each order ships to one shipping address. We cannot deliver to a P.O. Box.</li>
        <li>
          Delivery fees: {formatTTD(FREIGHT.TRINIDAD)} in Trinidad and {formatTTD(FREIGHT.TOBAGO)}{' '}
          to Tobago. Orders with a free-delivery item pay{' '}
          {formatTTD(FREIGHT.TRINIDAD_FREE_DELIVERY)} in Trinidad and{' '}
          {formatTTD(FREIGHT.TOBAGO_FREE_DELIVERY)} to Tobago.
        </li>
      </ul>
      <h2>Paying by bank transfer</h2>
      <p>
        You can pay by bank transfer to {BANK_TRANSFER.AccountName}, {BANK_TRANSFER.Bank}. Please
        send your receipt by WhatsApp to {BANK_TRANSFER.WhatsAppPhone} so we can release your order.
      </p>
      <ReturnsPolicy />
    </article>
  );
}

/** Terms & Condition. spec: shopping.md §6, §9; ordering.md §2 terms dialog */
export function TermsContent() {
  return (
    <article className={styles.policy}>
      <h1>Terms &amp; Condition</h1>
      <h2>User agreement</h2>
      <p>
        By using this website you agree to these terms. They apply to buyers, sellers and Trini
        Online Store (the company) alike.
      </p>
      <h2>Amendment</h2>
      <p>
        We may update these terms. We will give {POLICY.TERMS_CHANGE_NOTICE_DAYS} days&apos; notice
        of any substantial change.
      </p>
      <h2>Payment</h2>
      <ul>
        <li>Card payment through a secure payment gateway.</li>
        <li>
          Bank deposit: the deposit must be credited to our account within{' '}
          {POLICY.DEPOSIT_WINDOW_DAYS} days of booking the order.
        </li>
        <li>
          Cash or card on delivery, available within Trinidad and Tobago only (not outside Trinidad
          and Tobago).
        </li>
      </ul>
      <h2>Eligibility</h2>
      <p>
        Minors and persons who cannot enter into a binding contract may not buy on this website.
      </p>
      <h2>Delivery and returns</h2>
      <p>
        See our <Link to={ROUTES.DELIVERY_POLICY}>Delivery Policy</Link>, which includes the Returns
        &amp; Refunds Policy.
      </p>
    </article>
  );
}

/** About Us. spec: shopping.md §9 about page figures */
export function AboutContent() {
  return (
    <article className={styles.policy}>
      <h1>About Us</h1>
      <p className={styles.lead}>
        Trini Online Store has served shoppers since {POLICY.SINCE_YEAR}, and today more than{' '}
        {POLICY.CUSTOMERS} customers across Trinidad and Tobago shop with us.
      </p>
      <p>
        We bring electronics, kitchen and home goods, health and beauty products, tools and more to
        your door at fair TT$ prices, with local support you can reach by phone and WhatsApp.
      </p>
    </article>
  );
}

/** Our Services (the spec shows the heading only; a short list keeps the page useful). spec: shopping.md §2 */
export function ServicesContent() {
  return (
    <article className={styles.policy}>
      <h1>Our Services</h1>
      <ul>
        <li>Island-wide delivery in Trinidad and to Tobago</li>
        <li>Pickup from our outlets</li>
        <li>Card, bank transfer and cash on delivery payments</li>
        <li>
          Easy returns within {POLICY.RETURN_DAYS} days (
          <Link to={`${ROUTES.DELIVERY_POLICY}#returns`}>see policy</Link>)
        </li>
      </ul>
    </article>
  );
}

/** Privacy Policy. spec: shopping.md §2 static pages */
export function PrivacyContent() {
  return (
    <article className={styles.policy}>
      <h1>Privacy Policy</h1>
      <p>
        We collect only what we need to take, deliver and support your orders: your name, mobile
        number, email and address.
      </p>
      <h2>How we use your information</h2>
      <ul>
        <li>To process and deliver your orders and send order updates.</li>
        <li>To notify you about your account, with your consent.</li>
        <li>We never sell your personal information.</li>
      </ul>
      <h2>Browser storage</h2>
      <p>
        Your cart is kept in this browser tab&apos;s session storage; a coupon code and your
        wishlist are kept in local storage on your device.
      </p>
    </article>
  );
}
