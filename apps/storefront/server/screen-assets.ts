import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';

/** The client build's manifest, relative to its output folder (vite.config.ts `build.manifest`). */
const MANIFEST_FILE = '.vite/manifest.json';

/** The stylesheets of a manifest chunk and of every chunk it imports statically, in order. */
function stylesheetsOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    ...(chunk.imports ?? []).flatMap((imported) => stylesheetsOf(manifest, imported, seen)),
    ...(chunk.css ?? []),
  ];
}

/**
 * The `<link rel="stylesheet">` tags a server-rendered page needs besides the template's own, from
 * the client build's manifest. Each screen (src/routes/*.tsx) is its own lazily loaded chunk, and
 * the CSS Modules of its components go into that chunk's stylesheet, which the browser would only
 * fetch with the screen's script; the page is painted before that (vite/load-app-with-page.ts),
 * so the server links them in the head, render-blocking like the template's. The shared chunks'
 * stylesheets come before the screen's own (the cascade order of a browser navigation), each once,
 * and none the template already links (the entry's). Vite's preload helper finds these links when
 * the screen's script loads later and adds no second copy. Returns '' for screens the manifest
 * does not list (none in development, where Vite's client injects the styles). The build makes
 * one stylesheet for every screen (vite.config.ts `cssCodeSplit: false`), which the template
 * links: this then finds nothing to add, and serves again if CSS is split per chunk.
 */
export function screenStyles(manifest: Manifest): (screens: string[]) => string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const linked = new Set(entries.flatMap((key) => stylesheetsOf(manifest, key)));
  return (screens) => {
    const seen = new Set<string>();
    const files = new Set(screens.flatMap((screen) => stylesheetsOf(manifest, screen, seen)));
    return [...files]
      .filter((file) => !linked.has(file))
      .map((file) => `<link rel="stylesheet" href="/${file}">`)
      .join('');
  };
}

/** The chunks of a manifest entry and every chunk it imports statically (manifest keys). */
function chunksOf(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || found.has(key)) return found;
  found.add(key);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, found);
  return found;
}

/** The name of the `<meta>` listing the rendered screens' modules (read by src/boot/boot.js). */
export const SCREEN_MODULES_META = 'trini:screen-modules';

/**
 * A `<meta name="trini:screen-modules">` listing the rendered screens' scripts: the
 * browser router loads the current screen's chunk before it hydrates, so without preloading it
 * the app's start would wait for the entry, then the screen, then the screen's shared chunks, one
 * round trip each. The boot script (src/boot/boot.js) preloads them with the app's own chunks,
 * once the first screen is painted (a `<link rel="modulepreload">` here would start them at once,
 * in competition with the largest image). Each screen's chunk and its static imports, once, none
 * of the template's startup chunks (the entry, its imports and the parts it imports dynamically,
 * which vite/load-app-with-page.ts lists). '' for screens the manifest does not list (none in
 * development).
 */
export function screenScripts(manifest: Manifest): (screens: string[]) => string {
  const startup = new Set<string>();
  for (const key of Object.keys(manifest).filter((k) => manifest[k]?.isEntry)) {
    chunksOf(manifest, key, startup);
    for (const part of manifest[key]?.dynamicImports ?? []) chunksOf(manifest, part, startup);
  }
  return (screens) => {
    const found = new Set<string>();
    for (const screen of screens) chunksOf(manifest, screen, found);
    const files = [...found]
      .filter((key) => !startup.has(key))
      .map((key) => `/${manifest[key]?.file}`);
    return files.length ? `<meta name="${SCREEN_MODULES_META}" content="${files.join(' ')}">` : '';
  };
}

/**
 * What the server adds to the head of a page of `clientDir`'s build for the screens it rendered:
 * their stylesheets (screenStyles), then the list of their scripts for the boot script to
 * preload (screenScripts), from the build's manifest. Throws when the build has no manifest, so a broken build stops the server at
 * start.
 */
export function builtScreenAssets(clientDir: string): (screens: string[]) => string {
  const manifest = JSON.parse(readFileSync(join(clientDir, MANIFEST_FILE), 'utf8')) as Manifest;
  const styles = screenStyles(manifest);
  const scripts = screenScripts(manifest);
  return (screens) => styles(screens) + scripts(screens);
}
