import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import type { RenderedPage } from '../src/entry-server.tsx';
import type { AppStart } from './settings.ts';

const HEAD = '<!--app-head-->';
const HTML = '<!--app-html-->';
const STATE = '<!--app-state-->';
const HEAD_END = '</head>';

const BOOT_SCRIPT = '<script data-app=';

/**
 * The page template with the boot script told when to start the app (src/boot/boot.js,
 * `data-start`; ServerSettings.appStart): `first-paint` leaves the template as built, `with-page`
 * adds `data-start="with-page"`. Only the tag changes, not the script, so the Content Security
 * Policy's hash of it still holds. Throws when the template has no boot script (a broken build),
 * so the server fails at start.
 */
export function withAppStart(template: string, appStart: AppStart): string {
  if (!template.includes(BOOT_SCRIPT))
    throw new Error('The page template has no boot script (<script data-app=…>)');
  if (appStart === 'first-paint') return template;
  return template.replace(BOOT_SCRIPT, `<script data-start="${appStart}" data-app=`);
}

/**
 * Fills the page template (index.html, as Vite built it) with a rendered page, as a stream: the
 * document up to `<div id="root">` with the head tags at `<!--app-head-->` and the stylesheets and
 * script preloads of the rendered screens (`screenAssets`, see screen-assets.ts) at the end of the head, after the
 * template's own (so a component's rules come after the base rules, as in the browser) goes out
 * at once, then the app's markup as the renderer streams it (`<!--app-html-->`), then the state
 * script (`<!--app-state-->`) and the rest. Throws when the template lacks a marker or `</head>`
 * (a broken build), so the server fails at start, not on a shopper's request.
 */
export function htmlTemplate(
  template: string,
  screenAssets: (screens: string[]) => string = () => '',
): (page: RenderedPage) => Readable {
  for (const marker of [HEAD, HTML, STATE, HEAD_END])
    if (!template.includes(marker)) throw new Error(`The page template has no ${marker}`);
  const [beforeHead = '', afterHead = ''] = template.split(HEAD);
  const [headRest = '', afterHeadEnd = ''] = afterHead.split(HEAD_END);
  const [beforeHtml = '', afterHtml = ''] = afterHeadEnd.split(HTML);
  const [beforeState = '', afterState = ''] = afterHtml.split(STATE);
  return (page) => {
    const out = new PassThrough();
    out.write(
      beforeHead + page.head + headRest + screenAssets(page.screens) + HEAD_END + beforeHtml,
    );
    const body = new PassThrough();
    body.on('data', (chunk: Buffer) => out.write(chunk));
    body.on('end', () => out.end(beforeState + page.stateScript + afterState));
    body.on('error', (error) => out.destroy(error));
    page.pipe(body);
    return out;
  };
}
