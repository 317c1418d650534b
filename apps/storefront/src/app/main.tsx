import '@/styles/global.css';
import { startApp } from './start-app';

/**
 * The browser entry: the site's stylesheet and the app's start (start-app.tsx), which hydrates a
 * server-rendered page with React Router's data router. The server's HTML carries this module's
 * script and its imports' preloads from the first byte; the inline boot script (src/boot/) holds
 * the taps made before hydration and replays them once `<html data-hydrated>` is set.
 */
void startApp();
