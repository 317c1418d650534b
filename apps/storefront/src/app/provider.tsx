import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { NoticeHost } from '@/components/notice-host';
import { ProductActionsProvider } from './product-actions-provider';
import type { AppStore, RootState } from './store';

/**
 * App-wide providers: the Redux store, product actions for cards, and the top-right notices
 * (5000 ms, 'Ok' action). `serverState` (in the browser, when hydrating) is the state the
 * server rendered with: every hydrating render reads it, also that of a part hydrated after the
 * browser's cart, wishlist and session are restored (DeferredHydration), so its first render
 * matches the server's markup and the next one shows the browser's state. spec: shopping.md §8
 */
export function AppProvider({
  store,
  serverState,
  children,
}: {
  store: AppStore;
  serverState?: RootState;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <ProductActionsProvider>{children}</ProductActionsProvider>
      <NoticeHost />
    </Provider>
  );
}
