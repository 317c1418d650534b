import '@/styles/global.css';
import { nextTask } from '@/lib/next-task';
import { readSsrState, ssrStorePreload } from './ssr-state';

/**
 * The browser entry, kept small: the app's code comes in three dynamic imports (the store and its
 * slices, React DOM, then the screens and the router); creating the store and starting hydration
 * each run in a task of their own, so no single task holds the main thread for long on a phone
 * (Total Blocking Time; figures in docs/decisions/start-path.md). The modules themselves are
 * evaluated together: this entry's static imports (the SSR state reader, `nextTask`) are built
 * into the app's startup chunk, which imports the libraries' chunks (vite.config.ts,
 * `app-start`). The boot script (src/boot/boot.js) preloads the parts and the current screen's
 * chunks with this entry, once the first screen is painted, so splitting costs no round trip; it
 * also holds the taps made before hydration and replays them once `<html data-hydrated>` is set. A
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
  // React DOM's import awaited in a task of its own. Its module is already evaluated with the
  // startup chunk (above), so this task does not part its evaluation from the screens'.
  await import('react-dom/client');
  await nextTask();
  const app = await import('./start-app');
  await nextTask();
  if (ssr) await app.hydrateApp(root, store, ssr);
  else await app.renderApp(root, store);
}

void start();
