import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Location } from 'react-router';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/app/store';
import type { AppStore, RootState } from '@/app/store';

interface Options extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
  path?: string;
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders `ui` inside the app providers with a FRESH store per call (or the given one) and a
 * memory router at `route` (matching `path`; any other path renders "elsewhere"). Answers the
 * store, a user-event instance and `currentLocation()` along with Testing Library's queries.
 */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const {
    preloadedState,
    store = makeStore(preloadedState),
    route = '/',
    path = '*',
    userEventOptions,
    ...rest
  } = options;
  let seen: Location | undefined;
  function TrackLocation() {
    seen = useLocation();
    return null;
  }
  const user = userEvent.setup(userEventOptions);
  const result = render(
    <AppProvider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <TrackLocation />
      </MemoryRouter>
    </AppProvider>,
    rest,
  );
  /** The router's location as last rendered. */
  const currentLocation = (): Location => {
    if (!seen) throw new Error('renderWithProviders: the router has not rendered');
    return seen;
  };
  return { store, user, currentLocation, ...result };
}
