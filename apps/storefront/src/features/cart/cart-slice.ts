import { createListenerMiddleware, createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  STORAGE_KEYS,
  addItem,
  applyCoupon,
  calculateCart,
  clearCart,
  emptyCart,
  removeCoupon,
  removeItem,
  restoreCart,
  serializeCartLines,
  setCashback,
  setDeliveryCountry,
  setFromFB,
  updateQuantity,
  wholeQuantity,
} from '@trini/domain';
import type { Cart, CartProduct } from '@trini/domain';
import type { BrowserState } from '@/lib/browser-state';
import { writeCartCookie, writeCouponCookie } from '@/lib/cart-cookie';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/**
 * The cart as restored from the browser: lines from session storage `c` (corrupt or missing
 * storage gives an empty cart, never a throw), FromFB from session storage `fb`. The coupon is NOT
 * restored here: it is re-validated with the server on start (see `useCouponRevalidation`).
 * spec: shopping.md §3, §4
 */
export function loadCartState(): Cart {
  try {
    const cart = restoreCart(readStorage('session', STORAGE_KEYS.CART_LINES) ?? '[]');
    return setFromFB(cart, readStorage('session', STORAGE_KEYS.FROM_FB) === '1');
  } catch {
    return emptyCart();
  }
}

/**
 * The cart slice: every reducer delegates to the domain cart engine; no price is computed here.
 * spec: shopping.md §4 cart operations, §9 pricing
 */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart,
  reducers: {
    /** Adds a product; a product already in the cart, or sold out, leaves the state as it is. */
    itemAdded: (cart, action: PayloadAction<{ product: CartProduct; quantity?: number }>) => {
      const { product, quantity = 1 } = action.payload;
      const next = addItem(cart, product, wholeQuantity(quantity));
      // The engine added no line (present or sold out): the same state, so nothing re-renders.
      return next.ItemList.length === cart.ItemList.length ? cart : next;
    },
    /** Sets a line's quantity and reprices. */
    quantityUpdated: (cart, action: PayloadAction<{ productNo: number; quantity: number }>) =>
      updateQuantity(cart, action.payload.productNo, wholeQuantity(action.payload.quantity)),
    /** Removes a line and reprices. */
    itemRemoved: (cart, action: PayloadAction<number>) => removeItem(cart, action.payload),
    /** Empties the cart. */
    cartCleared: (cart) => clearCart(cart),
    /** Sets the delivery country (1 Trinidad, 2 Tobago) and recalculates freight and totals. */
    deliveryCountryChanged: (cart, action: PayloadAction<1 | 2>) =>
      setDeliveryCountry(cart, action.payload),
    /** Applies a coupon the server validated. */
    couponApplied: (cart, action: PayloadAction<{ code: string; percent: number }>) =>
      applyCoupon(cart, action.payload.code, action.payload.percent),
    /** Removes the coupon. */
    couponRemoved: (cart) => removeCoupon(cart),
    /**
     * Sets the customer's available cashback (TT$). An amount that is not a finite number ≥ 0
     * leaves the cart as it is (the spec ignores cashback errors; a reducer must never throw).
     */
    cashbackSet: (cart, action: PayloadAction<number>) =>
      Number.isFinite(action.payload) && action.payload >= 0
        ? setCashback(cart, action.payload)
        : cart,
    /**
     * The cart the server priced from the cart cookie: taken as it is, so the
     * server's render and the browser's hydration show the same lines.
     */
    cartPricedOnServer: (_cart, action: PayloadAction<Cart>) => action.payload,
    /**
     * The cart priced again from the catalogue's current data (the domain's `repriceCart`, see
     * app/use-cart-repricing.ts): its lines are stored as any change is.
     */
    cartRepriced: (_cart, action: PayloadAction<Cart>) => action.payload,
    /**
     * Drops the lines the server rendered from the cart cookie (their ProductNos), before the
     * stored cart is restored over them: session storage `c` is the source and wins.
     */
    cookieLinesDropped: (cart, action: PayloadAction<number[]>) => {
      if (action.payload.length === 0) return cart;
      const dropped = new Set(action.payload);
      return calculateCart({
        ...cart,
        ItemList: cart.ItemList.filter((line) => !dropped.has(line.ProductNo)),
      });
    },
    /** Marks the visitor as coming from a social network (fbclid). */
    fromFBMarked: (cart) => setFromFB(cart, true),
    /**
     * Takes the lines (and the fb mark) restored from browser storage after hydration
     * (`loadCartState`) into the cart as it stands: a line, coupon, cashback, delivery country or
     * fb mark set before the restore (a quick click, an answer that arrived first) is kept, after
     * the stored lines, and the cart is repriced.
     */
    cartRestored: (cart, action: PayloadAction<Cart>) => {
      // Nothing stored: no change, so nothing re-renders.
      if (action.payload.ItemList.length === 0 && !action.payload.FromFB) return cart;
      const stored = new Set(action.payload.ItemList.map((line) => line.ProductNo));
      return calculateCart({
        ...cart,
        ItemList: [
          ...action.payload.ItemList,
          ...cart.ItemList.filter((line) => !stored.has(line.ProductNo)),
        ],
        FromFB: action.payload.FromFB || cart.FromFB,
      });
    },
  },
});

export const {
  itemAdded,
  quantityUpdated,
  itemRemoved,
  cartCleared,
  deliveryCountryChanged,
  couponApplied,
  couponRemoved,
  cashbackSet,
  fromFBMarked,
  cartRestored,
  cartPricedOnServer,
  cartRepriced,
  cookieLinesDropped,
} = cartSlice.actions;

/** Selects the cart from a state holding the cart slice. */
export const selectCart = (state: { cart: Cart }): Cart => state.cart;
/**
 * Selects the header's cart count: distinct lines (ItemQuantity). Until the browser's cart is
 * settled, on a page whose cart the server did not price, the cart cookie's line count the server
 * read, so the server's header shows the shopper's count; and for an empty cart whose
 * cookie lines could not be priced (the shop unreachable), those lines' count.
 * spec: ordering.md §2 site shell
 */
export const selectCartCount = (state: { cart: Cart; browser?: BrowserState }): number => {
  const { browser, cart } = state;
  if (browser && !browser.cartPriced && browser.cookieCount > 0)
    return Math.max(cart.ItemQuantity, browser.cookieCount);
  // An empty cart whose cookie lines the shop could not be reached to price counts those lines.
  return cart.ItemQuantity > 0 ? cart.ItemQuantity : (browser?.unreachableLines ?? 0);
};

/**
 * Persists the cart: the line list to session storage `c` after add, update, remove and clear,
 * and its copy to the cart cookie (`writeCartCookie`; removed when the cart is empty); the
 * coupon code to local storage COUPONCODE and its copy to the coupon cookie (`writeCouponCookie`)
 * when applied, both removed when cleared; fb=1 when marked.
 * spec: shopping.md §3, §4
 */
export const cartPersistence = createListenerMiddleware();
cartPersistence.startListening({
  matcher: isAnyOf(
    itemAdded,
    quantityUpdated,
    itemRemoved,
    cartCleared,
    cartRestored,
    cartRepriced,
  ),
  effect: (_action, api) => {
    const state = api.getState() as { cart: Cart; browser?: BrowserState };
    // Before the stored cart is restored, storage still holds the shopper's lines: keep them.
    if (state.browser && !state.browser.restored) return;
    writeStorage('session', STORAGE_KEYS.CART_LINES, serializeCartLines(state.cart));
    writeCartCookie(state.cart.ItemList);
  },
});
cartPersistence.startListening({
  actionCreator: couponApplied,
  effect: (action) => {
    writeStorage('local', STORAGE_KEYS.COUPON_CODE, action.payload.code);
    writeCouponCookie(action.payload.code);
  },
});
cartPersistence.startListening({
  matcher: isAnyOf(couponRemoved, cartCleared),
  effect: () => {
    removeStorage('local', STORAGE_KEYS.COUPON_CODE);
    writeCouponCookie(null);
  },
});
cartPersistence.startListening({
  actionCreator: fromFBMarked,
  effect: () => writeStorage('session', STORAGE_KEYS.FROM_FB, '1'),
});
