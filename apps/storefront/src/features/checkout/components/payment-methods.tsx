import { BANK_TRANSFER, PAYMENT_METHOD, PAYMENT_METHOD_NAMES } from '@trini/domain';
import type { PaymentMethodNo } from '@trini/domain';
import { WipayNotice } from './wipay-logo';
import styles from './payment-methods.module.css';

/**
 * Checkout section 3, PAYMENT METHOD: 1 card payment (only when enabled; provider logo and
 * redirect text), 2 Bank Transfer (info table: account name, bank, account number, SWIFT, and the
 * WhatsApp receipt instruction), 3 Cash on Delivery (the default).
 * spec: ordering.md §2 checkout section 3, §4 payment methods
 */
export function PaymentMethods({
  value,
  onChange,
  cardEnabled,
}: {
  value: PaymentMethodNo;
  onChange: (v: PaymentMethodNo) => void;
  cardEnabled: boolean;
}) {
  const methods = (
    [PAYMENT_METHOD.CARD, PAYMENT_METHOD.BANK_TRANSFER, PAYMENT_METHOD.CASH_ON_DELIVERY] as const
  ).filter((m) => m !== PAYMENT_METHOD.CARD || cardEnabled);
  return (
    <section className="panel" aria-labelledby="co-pay">
      <h2 id="co-pay" className="panel__title">
        PAYMENT METHOD
      </h2>
      <fieldset>
        <legend className="visually-hidden">Payment method</legend>
        <div className="radio-stack">
          {methods.map((m) => (
            <div key={m} className="radio-option">
              <label className="radio">
                <input
                  type="radio"
                  name="PMNo"
                  value={m}
                  checked={value === m}
                  onChange={() => onChange(m)}
                />
                {PAYMENT_METHOD_NAMES[m]}
              </label>
              {m === PAYMENT_METHOD.CARD ? <WipayNotice /> : null}
              {m === PAYMENT_METHOD.BANK_TRANSFER && value === m ? (
                <div className={styles.bankInfo}>
                  <table className={`data-table ${styles.bankTable}`}>
                    <caption className="visually-hidden">Bank transfer details</caption>
                    <tbody>
                      <tr>
                        <th scope="row">Account Name</th>
                        <td>{BANK_TRANSFER.AccountName}</td>
                      </tr>
                      <tr>
                        <th scope="row">Bank</th>
                        <td>{BANK_TRANSFER.Bank}</td>
                      </tr>
                      <tr>
                        <th scope="row">Account Number</th>
                        <td>{BANK_TRANSFER.AccountNumber}</td>
                      </tr>
                      <tr>
                        <th scope="row">SWIFT</th>
                        <td>{BANK_TRANSFER.Swift}</td>
                      </tr>
                    </tbody>
                  </table>
                  <p className="small">
                    After the transfer, please send the receipt by WhatsApp to{' '}
                    <strong>{BANK_TRANSFER.WhatsAppPhone}</strong>.
                  </p>
                </div>
              ) : null}
            </div>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
