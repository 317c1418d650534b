import type { HTMLAttributes } from 'react';
import styles from './order-status-card.module.css';

/** Each tone's classes: a pending order's card is plain, a placed one's green, a failed one's red. */
const TONE_CLASS = {
  pending: styles.card,
  ok: `${styles.card} ${styles.ok}`,
  fail: `${styles.card} ${styles.fail}`,
} as const;

/**
 * The centred card that tells where an order stands (the success page, the card payment return
 * page): its `h1` in the tone's colour, a `.button-row` centred. Other attributes (role,
 * aria-live) go to the card. spec: ordering.md §2 success screen, payment return page
 */
export function OrderStatusCard({
  tone,
  ...card
}: { tone: keyof typeof TONE_CLASS } & HTMLAttributes<HTMLDivElement>) {
  return <div className={TONE_CLASS[tone]} {...card} />;
}
