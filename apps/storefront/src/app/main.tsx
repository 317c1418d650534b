import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '@/styles/global.css';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { routeWarmers } from './route-warmers';
import { makeStore } from './store';

const store = makeStore();
const router = createAppRouter(routeWarmers(store));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
