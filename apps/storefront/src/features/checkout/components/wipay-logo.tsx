import styles from './wipay-logo.module.css';

/** The card payment provider's logo (WiPay), drawn inline so it needs no network. spec: ordering.md §2 checkout section 3 */
export function WipayLogo() {
  return (
    <svg
      className={styles.logo}
      role="img"
      aria-label="WiPay"
      viewBox="0 0 88 28"
      width="88"
      height="28"
    >
      <rect width="88" height="28" rx="6" fill="#0b5cad" />
      <text
        x="44"
        y="19"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="15"
        fontWeight="700"
        fill="#fff"
      >
        WiPay
      </text>
    </svg>
  );
}

/** The redirect notice shown with the card option. spec: ordering.md §2 checkout section 3, direct order page */
export function WipayNotice() {
  return (
    <p className={styles.notice}>
      <WipayLogo />
      <span>
        You will be redirected to the WiPay payment page to complete your payment securely through
        its secure payment gateway.
      </span>
    </p>
  );
}
