import { createContext, useContext, useLayoutEffect, useRef, useState, useTransition } from 'react';
import type { ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory } from 'react-router';
import type { Location, NavigationType } from 'react-router';

const NavigationPendingContext = createContext(false);

/**
 * True while a navigation is under way (the next screen's code or data is still coming and the
 * current screen stays on show): the root layout's progress bar. Always false outside
 * `AppBrowserRouter` (the server, tests).
 */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

/**
 * The browser's router (React Router's `<Router>` over its browser history, as `<BrowserRouter>`
 * does), with two additions the app needs from a navigation's start: `onNavigate(location)` is
 * called at once (the route's warmers and screen code start, app/router.tsx `prepareRoute`), and
 * the location changes in a transition whose pending state `useNavigationPending` gives, so the
 * current screen stays until the next one can render.
 */
export function AppBrowserRouter({
  onNavigate,
  children,
}: {
  onNavigate?: (location: Location) => void;
  children: ReactNode;
}) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, startTransition] = useTransition();
  const navigated = useRef(onNavigate);
  navigated.current = onNavigate;
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        navigated.current?.(location);
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <NavigationPendingContext.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext.Provider>
  );
}
