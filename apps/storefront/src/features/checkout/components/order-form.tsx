import type { FormEventHandler, ReactNode } from 'react';
import styles from './order-form.module.css';

/**
 * The order form of the checkout and the direct order page: its fields (`children`) beside the
 * order summary and submit button (`side`), which stays in view on wide screens; one column at
 * `--tablet` width and below. `busy` marks the form busy while the order is sent. The server
 * renders the checkout: the form posts (so a shopper's details never go into a URL)
 * and the app sends the order itself; without JavaScript a note says it is needed, and a post the
 * browser sends anyway is answered with a 303 back to the page (server/auth-form-fallback.ts).
 * spec: ordering.md §2 checkout, direct order page
 */
export function OrderForm({
  onSubmit,
  busy,
  side,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  side: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
    >
      <noscript>
        <p className={styles.needsScript}>
          Placing an order needs JavaScript. Please turn it on in your browser to order; your cart
          is kept.
        </p>
      </noscript>
      <div className={styles.main}>{children}</div>
      <div className={styles.side}>{side}</div>
    </form>
  );
}

/**
 * The order summary panel of an order form: its heading (`title`, labelling the panel by `id`),
 * the order's lines (`children`) and its totals (`totals`) set apart below them.
 */
export function OrderSummary({
  id,
  title,
  totals,
  children,
}: {
  id: string;
  title: string;
  totals: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id} className="panel__title">
        {title}
      </h2>
      {children}
      <div className={styles.totals}>{totals}</div>
    </section>
  );
}
