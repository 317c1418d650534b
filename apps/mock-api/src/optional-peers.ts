import { readFileSync } from 'node:fs';

/*
 * The package's optional peer dependencies (tracing, sharp, the docs pages): whether one is
 * installed, and the `npm i` words that install it at this package's range. At src/'s top, as
 * the built chunks are at dist/'s: `../package.json` is the package's own from either.
 */

/**
 * True when the package `name` can be found from this package as its import will look for it
 * (ESM resolution: NODE_PATH and global folders do not count); found, not loaded.
 */
export function peerInstalled(name: string): boolean {
  try {
    import.meta.resolve(name);
    return true;
  } catch {
    return false;
  }
}

let peerRanges: Record<string, string> | undefined;

/**
 * `name@range` for each peer dependency of this package that `wanted` accepts (its range from
 * package.json), joined with spaces: what follows `npm i` to install them. A name with no range
 * there is given alone.
 */
export function peerSpecs(wanted: (name: string) => boolean): string {
  peerRanges ??=
    (
      JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
        peerDependencies?: Record<string, string>;
      }
    ).peerDependencies ?? {};
  return Object.entries(peerRanges)
    .filter(([name]) => wanted(name))
    .map(([name, range]) => `${name}@${range}`)
    .join(' ');
}
