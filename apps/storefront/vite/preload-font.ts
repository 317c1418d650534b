import type { Plugin } from 'vite';
import { afterViewport } from './after-viewport.ts';

/** The brand typeface's Latin file, as @fontsource-variable/figtree names it (src/styles/fonts.css). */
export const BRAND_FONT_FILE = 'figtree-latin-wght-normal.woff2';

/**
 * Adds `<link rel="preload" as="font" type="font/woff2" crossorigin>` for the brand typeface's
 * Latin file (20 KB) to the built template's head, right after the viewport `<meta>`, so the
 * browser asks for it with the page's first bytes instead of after it has parsed the stylesheet
 * and laid out text. The other
 * subsets (Latin Extended) load only when a page uses their characters. Throws when the build
 * holds no such file (the stylesheet stopped importing the font): a page would silently lose its
 * typeface. Build only; in development Vite serves the font from the stylesheet.
 */
export function preloadFont(file: string = BRAND_FONT_FILE): Plugin {
  return {
    name: 'trini-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const asset = Object.values(ctx.bundle).find(
          (output) =>
            output.type === 'asset' &&
            output.originalFileNames.some((name) => name.endsWith(`/${file}`)),
        );
        if (!asset)
          throw new Error(`preload-font: the build holds no ${file} (src/styles/fonts.css)`);
        return afterViewport(
          html,
          `<link rel="preload" as="font" type="font/woff2" href="/${asset.fileName}" crossorigin>`,
          'preload-font',
        );
      },
    },
  };
}
