import { Link } from 'react-router';
import { MESSAGES, NOTICE_MESSAGES, ROUTES } from '@trini/domain';
import { useAppSelector } from '@/app/hooks';
import { selectUnreachableCartLines } from '@/lib/browser-state';

/**
 * The empty cart view: 'Your Cart is Empty!', the saved-for-later line and Continue Shopping
 * (/home). Shown by the cart page and by the checkout when there is nothing to order.
 * When the cart is empty only because the shop's API could not be reached to price the cart
 * cookie's lines (`selectUnreachableCartLines`), it says so instead, with the count of items kept
 * and a Try again button that loads the page again (extension: the spec has no outage view; an
 * empty cart would tell the shopper their items are gone). spec: shopping.md §2 cart page
 */
export function EmptyCart() {
  const unreachable = useAppSelector(selectUnreachableCartLines);
  if (unreachable > 0)
    return (
      <div className="empty-state empty-state--error" role="alert">
        <h2>{NOTICE_MESSAGES.SHOP_UNREACHABLE}</h2>
        <p>
          Your cart&apos;s {unreachable === 1 ? '1 item is' : `${unreachable} items are`} kept: they
          will show once the shop answers.
        </p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    );
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
