import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { htmlTemplate } from './html-template.ts';

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
