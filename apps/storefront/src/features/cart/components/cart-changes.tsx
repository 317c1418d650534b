import styles from './cart-changes.module.css';

/**
 * What changed in the cart since the shopper added its lines (`useCartRepricing`'s `changes`):
 * a box above the lines, one sentence per change, so a price that moved or a line taken out is
 * read before the totals; nothing when there is no change. Also noticed as it happens.
 */
export function CartChanges({ changes }: { changes: string[] }) {
  if (changes.length === 0) return null;
  return (
    <div className={styles.box} role="status">
      <p className={styles.title}>Your cart was updated to the shop&apos;s current prices:</p>
      <ul className={styles.list}>
        {changes.map((change, i) => (
          <li key={`${i}-${change}`}>{change}</li>
        ))}
      </ul>
    </div>
  );
}
