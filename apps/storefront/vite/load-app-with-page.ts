import { readFileSync } from 'node:fs';
import { minifySync } from 'vite';
import type { Plugin, Rollup } from 'vite';
import { afterViewport } from './after-viewport.ts';

/**
 * The boot script as served (src/boot/boot.js: holds taps made before hydration to replay them,
 * and starts the app once the first screen is painted), minified: its documentation stays in the
 * source.
 */
const BOOT_SOURCE = minifySync(
  'boot.js',
  readFileSync(new URL('../src/boot/boot.js', import.meta.url), 'utf8'),
  { compress: true, mangle: true },
).code;

if (/<\/script|<!--/i.test(BOOT_SOURCE))
  throw new Error(
    'load-app-with-page: the boot script cannot be inlined (it holds </script or <!--)',
  );

/**
 * The chunks the entry needs to start: its static imports and the chunks it imports dynamically
 * (the entry loads the app in parts, see src/app/main.tsx), each with its static imports. Not the
 * screens' chunks, which the server lists for the screen it renders (server/screen-assets.ts).
 */
function startupChunks(bundle: Rollup.OutputBundle, entry: string): Set<string> {
  const found = new Set<string>();
  const visit = (file: string, withDynamic: boolean) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk' || found.has(file)) return;
    found.add(file);
    for (const f of chunk.imports) visit(f, false);
    if (withDynamic) for (const f of chunk.dynamicImports) visit(f, false);
  };
  visit(entry, true);
  found.delete(entry);
  return found;
}

/**
 * The built template's scripts: the template's module script, module preloads and web manifest
 * link are replaced by one small boot script (src/boot/boot.js, ~2 KB minified), inline in the
 * head right after the viewport `<meta>`, so it runs while the head is parsed and holds the
 * shopper's taps from the first paint on (a file loaded `async` could arrive after the first
 * paint, and a tap made in between was lost: docs/decisions/start-path.md). The Content Security
 * Policy allows it by its hash (server/inline-scripts.ts), not by `'unsafe-inline'`. It is given
 * the app's module script (`data-app`), its startup chunks (`data-preload`: the entry's static
 * imports and the parts it imports dynamically, see src/app/main.tsx) and the manifest
 * (`data-manifest`), and adds them once the first screen's largest paint is on screen, so they
 * never take the connection or the main thread from it. A browser without JavaScript cannot
 * install the shop as an app. Before the boot script, a `<link rel="preload" as="style">` of each
 * of the template's stylesheets: the browser asks for them with the page's first bytes, not once
 * the boot script's (~1.7 KB brotli) have come in; the `<link rel="stylesheet">` stays where it
 * was, so the boot script does not wait for the stylesheet (a script after one would). Figures:
 * docs/decisions/start-path.md.
 */
export function loadAppWithPage(): Plugin {
  return {
    name: 'trini-load-app-with-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/.exec(html);
        if (!entry || !ctx.bundle || !ctx.chunk)
          throw new Error('load-app-with-page: the template has no module script');
        const manifest = /<link rel="manifest" href="([^"]+)"[^>]*>\s*/.exec(html);
        const preload = [...startupChunks(ctx.bundle, ctx.chunk.fileName)].map((f) => `/${f}`);
        const manifestAttr = manifest ? ` data-manifest="${manifest[1]}"` : '';
        const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)].map(
          (link) => `<link rel="preload" as="style" href="${link[1]}" crossorigin>\n    `,
        );
        const boot = `<script data-app="${entry[1]}" data-preload="${preload.join(' ')}"${manifestAttr}>${BOOT_SOURCE}</script>`;
        return afterViewport(
          html
            .replace(entry[0], '')
            .replace(/<link rel="modulepreload"[^>]*>/g, '')
            .replace(manifest?.[0] ?? '', ''),
          `${styles.join('')}${boot}`,
          'load-app-with-page',
        );
      },
    },
  };
}
