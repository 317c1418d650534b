import { Link } from 'react-router';
import { BANK_TRANSFER, COPYRIGHT_YEAR, PICKUP_ADDRESS, ROUTES } from '@trini/domain';
import styles from './footer.module.css';

/** The shop's phone and WhatsApp number as a dialable string: '+18685550142'. */
const PHONE_DIGITS = `+${BANK_TRANSFER.WhatsAppPhone.replace(/\D/g, '')}`;

/**
 * The ways the shop takes payment, as its terms list them (spec: shopping.md §9 policy facts):
 * a card through the payment gateway, a bank deposit or transfer, cash or card on delivery.
 */
const PAYMENT_MARKS = ['Debit & credit card', 'Bank transfer', 'Cash on delivery'] as const;

/**
 * Footer: the brand with the shop's contact (phone and WhatsApp, the outlet's address: the
 * checkout's pickup address), Company (About Us, Privacy Policy, Our Services), My Account
 * (Delivery Policy, Terms of Service, Returns & Refunds), the payment methods the terms name,
 * and © 2024. The contact block is the shop's own addition to the spec's two link columns: a
 * shopper must be able to reach the shop from every page. spec: ordering.md §2 site shell
 */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.brand}>Trini Online Store</p>
          <p className="small">Shopping made easy across Trinidad and Tobago.</p>
          <address className={styles.contact}>
            <a href={`tel:${PHONE_DIGITS}`}>Call {BANK_TRANSFER.WhatsAppPhone}</a>
            <a href={`https://wa.me/${PHONE_DIGITS.slice(1)}`} rel="noopener noreferrer">
              WhatsApp us
            </a>
            <span>{PICKUP_ADDRESS}</span>
          </address>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.title}>
            Company
          </h2>
          <ul>
            <li>
              <Link to={ROUTES.ABOUT}>About Us</Link>
            </li>
            <li>
              <Link to={ROUTES.PRIVACY}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={ROUTES.SERVICES}>Our Services</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-account">
          <h2 id="footer-account" className={styles.title}>
            My Account
          </h2>
          <ul>
            <li>
              <Link to={ROUTES.DELIVERY_POLICY}>Delivery Policy</Link>
            </li>
            <li>
              <Link to={ROUTES.TERMS}>Terms of Service</Link>
            </li>
            <li>
              <Link to={`${ROUTES.DELIVERY_POLICY}#returns`}>Returns &amp; Refunds</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.payments}`}>
        <h2 className={styles.title}>We accept</h2>
        <ul aria-label="Payment methods">
          {PAYMENT_MARKS.map((mark) => (
            <li key={mark} className={styles.mark}>
              {mark}
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.copyright}>
        © {COPYRIGHT_YEAR} Trini Online Store. All rights reserved.
      </p>
    </footer>
  );
}
