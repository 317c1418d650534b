import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { minifySync } from 'vite';
import type { Plugin, Rollup } from 'vite';

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

const BOOT_FILE = `assets/boot-${createHash('sha256').update(BOOT_SOURCE).digest('hex').slice(0, 8)}.js`;

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
 * The built template's scripts (issue 23 §2, §3): the template's module script, module preloads
 * and web manifest link are replaced by one small boot script (src/boot/boot.js, a content-hashed
 * file: no inline script, so the Content Security Policy stays `script-src 'self'`), first in the
 * head and `async`, so it holds the shopper's taps from the first paint on. It is given the app's
 * module script (`data-app`), its startup chunks (`data-preload`: the entry's static imports and
 * the parts it imports dynamically, see src/app/main.tsx) and the manifest (`data-manifest`), and
 * adds them once the first screen's largest image is painted, so they never take the connection
 * or the main thread from it. A browser without JavaScript cannot install the shop as an app.
 */
export function loadAppWithPage(): Plugin {
  return {
    name: 'trini-load-app-with-page',
    apply: 'build',
    generateBundle(options) {
      if (options.format === 'es' && !this.environment?.config.build.ssr)
        this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: BOOT_SOURCE });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/.exec(html);
        if (!entry || !ctx.bundle || !ctx.chunk)
          throw new Error('load-app-with-page: the template has no module script');
        const manifest = /<link rel="manifest" href="([^"]+)"[^>]*>\s*/.exec(html);
        const preload = [...startupChunks(ctx.bundle, ctx.chunk.fileName)].map((f) => `/${f}`);
        const manifestAttr = manifest ? ` data-manifest="${manifest[1]}"` : '';
        const boot = `<script async src="/${BOOT_FILE}" data-app="${entry[1]}" data-preload="${preload.join(' ')}"${manifestAttr}></script>`;
        return html
          .replace(entry[0], '')
          .replace(/<link rel="modulepreload"[^>]*>/g, '')
          .replace(manifest?.[0] ?? '', '')
          .replace(/(<meta name="viewport"[^>]*>)/, `$1\n    ${boot}`);
      },
    },
  };
}
