import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook, Plugin, Rollup } from 'vite';
import { loadAppWithPage } from './load-app-with-page.ts';
import { preloadFont, BRAND_FONT_FILE } from './preload-font.ts';

/** A template as Vite hands it to the `post` hooks: its stylesheet, module script and preload. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#c8102e" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/entry.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/lib.js">
    <link rel="stylesheet" crossorigin href="/assets/site.css">
  </head>
  <body><div id="root"><!--app-html--></div><!--app-state--></body>
</html>`;

const bundle = {
  'assets/entry.js': {
    type: 'chunk',
    fileName: 'assets/entry.js',
    imports: ['assets/lib.js'],
    dynamicImports: [],
  },
  'assets/lib.js': { type: 'chunk', fileName: 'assets/lib.js', imports: [], dynamicImports: [] },
  'assets/font.woff2': {
    type: 'asset',
    fileName: 'assets/font.woff2',
    originalFileNames: [`node_modules/@fontsource-variable/figtree/files/${BRAND_FONT_FILE}`],
  },
} as unknown as Rollup.OutputBundle;

const ctx = {
  path: '/index.html',
  filename: 'index.html',
  bundle,
  chunk: bundle['assets/entry.js'],
} as unknown as IndexHtmlTransformContext;

/** Runs a plugin's `transformIndexHtml` handler as Vite's build does. */
async function transform(plugin: Plugin, html: string): Promise<string> {
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const out = await hook.handler.call({} as never, html, ctx);
  if (typeof out !== 'string') throw new Error(`${plugin.name} answered tags, not the page`);
  return out;
}

describe("the built page's head, in the order the browser reads it", () => {
  it('asks for the stylesheet and the typeface before the boot script, and links the stylesheet after it', async () => {
    const html = await transform(preloadFont(), await transform(loadAppWithPage(), TEMPLATE));
    const at = (needle: string) => {
      const index = html.indexOf(needle);
      expect(index, needle).toBeGreaterThan(-1);
      return index;
    };
    const boot = at('<script data-app="/assets/entry.js"');
    expect(at('<link rel="preload" as="style" href="/assets/site.css" crossorigin>')).toBeLessThan(
      boot,
    );
    expect(
      at('<link rel="preload" as="font" type="font/woff2" href="/assets/font.woff2" crossorigin>'),
    ).toBeLessThan(boot);
    expect(at('<meta name="viewport"')).toBeLessThan(boot);
    // The stylesheet itself after the boot script: a script after a pending stylesheet waits.
    expect(at('<link rel="stylesheet" crossorigin href="/assets/site.css">')).toBeGreaterThan(boot);
    // The app's script and its preloads are the boot script's to add.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('a build without the typeface fails instead of losing it', async () => {
    const withoutFont = { ...ctx, bundle: { 'assets/entry.js': bundle['assets/entry.js'] } };
    const hook = preloadFont().transformIndexHtml as { handler: IndexHtmlTransformHook };
    expect(() => hook.handler.call({} as never, TEMPLATE, withoutFont as never)).toThrow(
      /holds no/,
    );
  });
});
