import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { NoticeHost } from '@/components/notice-host';
import { ProductActionsProvider } from './product-actions-provider';
import type { AppStore } from './store';

/**
 * App-wide providers: the Redux store, product actions for cards, and the top-right notices
 * (5000 ms, 'Ok' action). spec: shopping.md §8
 */
export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ProductActionsProvider>{children}</ProductActionsProvider>
      <NoticeHost />
    </Provider>
  );
}
