import { Link } from 'react-router';
import { MESSAGES, ROUTES } from '@trini/domain';

/**
 * The empty cart view: 'Your Cart is Empty!', the saved-for-later line and Continue Shopping
 * (/home). Shown by the cart page and by the checkout when there is nothing to order.
 * spec: shopping.md §2 cart page
 */
export function EmptyCart() {
  return (
    <div className="empty-state">
      <h2>{MESSAGES.CART_EMPTY_TITLE}</h2>
      <p>{MESSAGES.CART_EMPTY_TEXT}</p>
      <Link to={ROUTES.HOME} className="btn btn--primary">
        Continue Shopping
      </Link>
    </div>
  );
}
