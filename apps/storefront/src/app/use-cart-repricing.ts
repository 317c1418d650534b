import { useCallback, useEffect, useRef, useState } from 'react';
import {
  LOAD_PRODUCTS_MAX,
  cartLineGoneMessage,
  cartLineSoldOutMessage,
  cartPriceChangedMessage,
  formatTTD,
  repriceCart,
} from '@trini/domain';
import type { Cart, CartChange, ProductDetail } from '@trini/domain';
import { useAppSelector, useAppStore } from '@/app/hooks';
import type { AppStore } from '@/app/store';
import { notify } from '@/components/notice';
import { selectCartKnown } from '@/lib/browser-state';
import { productsApi } from '@/features/products/api/products-api';
import { cartRepriced, selectCart } from '@/features/cart/cart-slice';

/** A change of the cart in words, as the shopper is told it (the domain's messages). */
export function cartChangeMessage(change: CartChange): string {
  if (change.kind === 'price')
    return cartPriceChangedMessage(
      change.ProductName,
      formatTTD(change.from),
      formatTTD(change.to),
    );
  return change.kind === 'sold-out'
    ? cartLineSoldOutMessage(change.ProductName)
    : cartLineGoneMessage(change.ProductName);
}

/** The cart's product numbers, sorted, at most LOAD_PRODUCTS_MAX: what loadproducts is asked. */
function productNosOf(cart: Cart): number[] {
  return cart.ItemList.map((line) => line.ProductNo)
    .sort((a, b) => a - b)
    .slice(0, LOAD_PRODUCTS_MAX);
}

/**
 * Prices the store's cart again from the catalogue (one fresh loadproducts call): applies what
 * changed (`cartRepriced`) and answers the changes, [] when none; `priced` is told which product
 * numbers the cart then holds, all at current prices. Answers null when it could not
 * look (the call failed, or the cart's lines changed while it was asked: the next look prices
 * them); the cart then stays as it is, and the server's own checks still refuse a wrong price.
 */
async function repriceNow(
  store: AppStore,
  priced: (productNos: string) => void,
): Promise<CartChange[] | null> {
  const asked = productNosOf(selectCart(store.getState()));
  if (asked.length === 0) return [];
  const request = store.dispatch(
    productsApi.endpoints.loadProducts.initiate(asked, { forceRefetch: true, subscribe: false }),
  );
  let products: ProductDetail[];
  try {
    products = await request.unwrap();
  } catch {
    return null;
  }
  const cart = selectCart(store.getState());
  if (productNosOf(cart).join() !== asked.join()) return null;
  const { cart: next, changes } = repriceCart(cart, new Map(products.map((p) => [p.ProductNo, p])));
  // Before the cart changes: the lines left are priced now, so that change asks nothing more.
  priced(productNosOf(next).join());
  if (changes.length > 0) store.dispatch(cartRepriced(next));
  return changes;
}

/**
 * The cart kept at the catalogue's current prices, for the cart page and the checkout: it is
 * priced again once the shopper's cart is known and whenever its products change, and `confirm`
 * prices it again just before an order is sent (false when something changed: the order is not
 * sent, the shopper sees the new totals and taps again). Each change (a new price, a line now sold
 * out or no longer sold, taken out) is noticed and kept in `changes`, in words, for the page to
 * show beside the cart until it is left. Without it a cart kept the price a product was added at,
 * and Place Order was refused ('Order totals do not match current prices') with no way out.
 * spec: shopping.md §9 pricing (extension)
 */
export function useCartRepricing(): { changes: string[]; confirm: () => Promise<boolean> } {
  const store = useAppStore();
  const known = useAppSelector(selectCartKnown);
  const productNos = useAppSelector((state) => productNosOf(selectCart(state)).join());
  const [changes, setChanges] = useState<string[]>([]);
  // The product numbers last priced: a line taken out by a look needs no look of its own.
  const lastPriced = useRef('');
  const priced = useCallback((productNos: string) => {
    lastPriced.current = productNos;
  }, []);

  const tell = useCallback((found: CartChange[]) => {
    if (found.length === 0) return;
    const messages = found.map(cartChangeMessage);
    for (const message of messages) notify(message, 'info');
    setChanges((before) => [...before, ...messages]);
  }, []);

  useEffect(() => {
    if (!known || productNos === '' || productNos === lastPriced.current) return;
    void repriceNow(store, priced).then((found) => {
      if (found) tell(found);
    });
  }, [known, productNos, store, tell, priced]);

  const confirm = useCallback(async () => {
    const found = await repriceNow(store, priced);
    if (found === null) return true;
    tell(found);
    return found.length === 0;
  }, [store, tell, priced]);

  return { changes, confirm };
}
