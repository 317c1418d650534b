import type { RenderedPage } from '../src/entry-server.tsx';

const HEAD = '<!--app-head-->';
const HTML = '<!--app-html-->';
const STATE = '<!--app-state-->';

/**
 * Fills the page template (index.html, as Vite built it) with a rendered page: head tags at
 * `<!--app-head-->`, the app's markup at `<!--app-html-->`, the state script at `<!--app-state-->`.
 * Throws when the template lacks a marker (a broken build), so the server fails at start, not
 * on a shopper's request.
 */
export function htmlTemplate(template: string): (page: RenderedPage) => string {
  for (const marker of [HEAD, HTML, STATE])
    if (!template.includes(marker)) throw new Error(`The page template has no ${marker}`);
  const [beforeHead = '', afterHead = ''] = template.split(HEAD);
  const [beforeHtml = '', afterHtml = ''] = afterHead.split(HTML);
  const [beforeState = '', afterState = ''] = afterHtml.split(STATE);
  return (page) =>
    beforeHead + page.head + beforeHtml + page.html + beforeState + page.stateScript + afterState;
}
