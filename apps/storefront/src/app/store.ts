import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authPersistence, authSlice, loadAuthState } from '@/features/auth/auth-slice';
import { cartPersistence, cartSlice, loadCartState } from '@/features/cart/cart-slice';
import {
  loadWishlistState,
  wishlistPersistence,
  wishlistSlice,
} from '@/features/wishlist/wishlist-slice';
import { api } from '@/lib/api';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  cart: cartSlice.reducer,
  wishlist: wishlistSlice.reducer,
  auth: authSlice.reducer,
});

/** The whole Redux state. */
export type RootState = ReturnType<typeof rootReducer>;

/**
 * Builds a store. Without `preloaded`, the cart and wishlist are restored from browser storage.
 * Tests pass their own state for a fresh store each time.
 */
export function makeStore(preloaded?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      cart: loadCartState(),
      wishlist: loadWishlistState(),
      auth: loadAuthState(),
      ...preloaded,
    },
    middleware: (getDefault) =>
      getDefault()
        .prepend(
          cartPersistence.middleware,
          wishlistPersistence.middleware,
          authPersistence.middleware,
        )
        .concat(api.middleware),
  });
}

/** A store instance type. */
export type AppStore = ReturnType<typeof makeStore>;
/** The store's dispatch type. */
export type AppDispatch = AppStore['dispatch'];
