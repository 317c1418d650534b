import { POLICY } from '@trini/domain';
import { Modal } from '@/components/modal';
import styles from './terms-dialog.module.css';

/**
 * The 'Terms & Conditions' dialog of the return form, with a Cancel button. Content: user
 * agreement; amendment (30 days' notice of a substantial change); definitions; payment gateway
 * facility (bank deposit credited within 3 days of booking); eligibility.
 * spec: ordering.md §2 terms and conditions dialog
 */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Terms & Conditions">
      <div className={styles.content}>
        <h3>User Agreement</h3>
        <p>
          By using this website and placing an order you agree to these terms of use. They form the
          agreement between you, the buyer, and Trini Online Store for every purchase made through
          the site.
        </p>
        <h3>Amendment</h3>
        <p>
          We may change these terms. A substantial change will be announced on the website at least{' '}
          {POLICY.TERMS_CHANGE_NOTICE_DAYS} days before it takes effect.
        </p>
        <h3>Definitions</h3>
        <ul>
          <li>
            <strong>Payment on billing</strong>: payment made when the order is placed.
          </li>
          <li>
            <strong>Payment on delivery</strong>: payment made to the courier when the order is
            delivered.
          </li>
          <li>
            <strong>Delivery</strong>: handing the order over at the shipping address.
          </li>
          <li>
            <strong>In transit</strong>: the time between dispatch and delivery.
          </li>
          <li>
            <strong>Logistics partner</strong>: the courier company that carries the order.
          </li>
          <li>
            <strong>Transaction</strong>: an order placed and paid for through the website.
          </li>
          <li>
            <strong>Valid card</strong>: a credit or debit card accepted by the payment gateway.
          </li>
          <li>
            <strong>Valid bank account</strong>: an account with a bank in Trinidad and Tobago.
          </li>
        </ul>
        <h3>Payment Gateway Facility</h3>
        <p>
          Card payments are processed by a secure payment gateway. Payments by bank deposit must be
          credited to our account within {POLICY.DEPOSIT_WINDOW_DAYS} days of booking, otherwise the
          order may be cancelled.
        </p>
        <h3>Eligibility</h3>
        <p>
          Minors and persons who cannot enter into a legally binding contract are not eligible to
          use this website to buy.
        </p>
      </div>
      <div className="button-row">
        <button type="button" className="btn btn--outline" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
