import '@/styles/global.css';
import { nextTask } from '@/lib/next-task';
import { readSsrState, ssrStorePreload } from './ssr-state';

/**
 * The browser entry, kept small: the app's code comes in three dynamic imports (the store and its
 * slices, React DOM, then the screens and the router); creating the store and starting hydration
 * each run in a task of their own, so no single task holds the main thread for long on a phone
 * (Total Blocking Time: the screens' task was 41 ms unthrottled in a Lighthouse trace of
 * /cart/1001, 9 ms of it hydration's start). The modules themselves are evaluated together: this
 * entry's static imports (the SSR state reader, `nextTask`) are built into the app's startup
 * chunk, which imports the libraries' chunks (vite.config.ts, `app-start`).
 * The boot script (src/boot/boot.js) preloads both parts and the current screen's chunks with
 * this entry, once the first screen is painted, so splitting costs no round trip; it also holds
 * the taps made before hydration and replays them once `<html data-hydrated>` is set. A
 * server-rendered page (its state script present) is hydrated; one without is rendered.
 */
async function start(): Promise<void> {
  if (document.readyState === 'loading')
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve));
  const root = document.getElementById('root')!;
  const ssr = readSsrState(document);
  const { makeStore } = await import('./store');
  await nextTask();
  const store = ssr ? makeStore(ssrStorePreload(ssr), { fromBrowserStorage: false }) : makeStore();
  await nextTask();
  // React DOM on its own: its evaluation is the longest one (~20 ms unthrottled, 75-125 ms at 4×
  // CPU in a phone-profile trace of /cart/1001); with the screens' it made one task of ~125 ms.
  await import('react-dom/client');
  await nextTask();
  const app = await import('./start-app');
  await nextTask();
  if (ssr) await app.hydrateApp(root, store, ssr);
  else await app.renderApp(root, store);
}

void start();
