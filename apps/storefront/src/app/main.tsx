import '@/styles/global.css';
import { readSsrState, ssrStorePreload } from './ssr-state';

/**
 * The browser entry, kept small: the app's code comes in two dynamic imports, each evaluated in a
 * task of its own (the store and its slices, then the screens and the router), and hydration runs
 * in a third, so no single task holds the main thread for long on a phone (Total Blocking Time).
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
  const store = ssr ? makeStore(ssrStorePreload(ssr), { fromBrowserStorage: false }) : makeStore();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const app = await import('./start-app');
  if (ssr) await app.hydrateApp(root, store, ssr);
  else await app.renderApp(root, store);
}

void start();
