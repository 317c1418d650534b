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
 * fetch with the screen's script; the page is painted long before that (vite/hydrate-after-load.ts),
 * so the server links them in the head, render-blocking like the template's. The shared chunks'
 * stylesheets come before the screen's own (the cascade order of a browser navigation), each once,
 * and none the template already links (the entry's). Vite's preload helper finds these links when
 * the screen's script loads later and adds no second copy. Returns '' for screens the manifest
 * does not list (none in development, where Vite's client injects the styles).
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

/**
 * The stylesheet links of `clientDir`'s build (screenStyles over its manifest). Throws when the
 * build has no manifest, so a broken build stops the server at start.
 */
export function builtScreenStyles(clientDir: string): (screens: string[]) => string {
  return screenStyles(JSON.parse(readFileSync(join(clientDir, MANIFEST_FILE), 'utf8')) as Manifest);
}
