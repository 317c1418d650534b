import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
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
 * memory router at `route` (matching `path`). Answers the store, a user-event instance and the
 * router along with Testing Library's queries.
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
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p>elsewhere</p> },
    ],
    {
      initialEntries: [route],
    },
  );
  const user = userEvent.setup(userEventOptions);
  const result = render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
    rest,
  );
  return { store, user, router, ...result };
}
