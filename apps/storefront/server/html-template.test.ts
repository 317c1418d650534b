import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { htmlTemplate, withAppStart } from './html-template.ts';

const TEMPLATE =
  '<html><head><!--app-head--><link rel="stylesheet" href="/assets/index.css"></head>' +
  '<body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

const page = (screens: string[]) => ({
  status: 200,
  head: '<title>Home</title>',
  pipe: (w: NodeJS.WritableStream) => w.end('<main>hi</main>'),
  stateScript: '<script id="s"></script>',
  screens,
});

describe('htmlTemplate', () => {
  it("puts the screens' stylesheets after the template's own, then the markup and state", async () => {
    const fill = htmlTemplate(TEMPLATE, (screens) =>
      screens.map((s) => `<link rel="stylesheet" href="/${s}.css">`).join(''),
    );
    expect(await text(fill(page(['home'])))).toBe(
      '<html><head><title>Home</title><link rel="stylesheet" href="/assets/index.css">' +
        '<link rel="stylesheet" href="/home.css"></head>' +
        '<body><div id="root"><main>hi</main></div><script id="s"></script></body></html>',
    );
  });

  it('throws at start for a template without a marker', () => {
    expect(() => htmlTemplate('<html><head></head><body></body></html>')).toThrow(
      'The page template has no <!--app-head-->',
    );
  });
});

describe('withAppStart', () => {
  const built = '<head><script data-app="/assets/index.js">boot()</script></head>';

  it('tells the boot script to start with the page, leaving its text (the CSP hash) as it is', () => {
    expect(withAppStart(built, 'first-paint')).toBe(built);
    expect(withAppStart(built, 'with-page')).toBe(
      '<head><script data-start="with-page" data-app="/assets/index.js">boot()</script></head>',
    );
  });

  it('throws at start for a template without the boot script', () => {
    expect(() => withAppStart('<head></head>', 'with-page')).toThrow(/no boot script/);
  });
});
