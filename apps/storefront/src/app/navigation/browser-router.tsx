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
 * does), with what the app needs from a navigation's start: `onNavigate(location)` is called at
 * once (the route's warmers and screen code start, app/router.tsx `prepareRoute`); a location
 * that is `ready` (its screen's code is loaded: a sort, a page, another product) is shown at once,
 * as React Router's data router does; any other changes in a transition whose pending state
 * `useNavigationPending` gives, so the current screen stays until the next one can render.
 * Without `ready`, every navigation is a transition.
 */
export function AppBrowserRouter({
  onNavigate,
  ready = () => false,
  children,
}: {
  onNavigate?: (location: Location) => void;
  ready?: (location: Location) => boolean;
  children: ReactNode;
}) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, startTransition] = useTransition();
  const props = useRef({ onNavigate, ready });
  props.current = { onNavigate, ready };
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        props.current.onNavigate?.(location);
        if (props.current.ready(location)) setState({ action, location });
        else startTransition(() => setState({ action, location }));
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
