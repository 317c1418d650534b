import type { ReactNode } from 'react';
import { useAppSelector } from './hooks';
import { selectBrowserStateRestored, selectCartKnown } from '@/lib/browser-state';
import { Loader } from '@/components/loader';

/**
 * Renders `children` once the browser's cart, wishlist and session are in the store, and a
 * full-screen loader labelled `label` before (on the server and while the browser hydrates, and
 * while a new tab takes its cart from the cart cookie). For screens built from browser-only state
 * (checkout, direct order), so their forms start from the shopper's own cart and session.
 */
export function WhenBrowserState({ label, children }: { label: string; children: ReactNode }) {
  const restored = useAppSelector(selectBrowserStateRestored);
  const cartKnown = useAppSelector(selectCartKnown);
  return restored && cartKnown ? <>{children}</> : <Loader fullScreen label={label} />;
}
