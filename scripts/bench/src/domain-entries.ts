import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'rolldown';
import type { Miss } from './budgets.js';
import { ROOT } from './servers.js';

/** The subpaths of @trini/domain; the root export is measured beside them. */
export const DOMAIN_ENTRIES = [
  'cart',
  'validation',
  'constants',
  'entities',
  'contracts',
  'client',
] as const;
/** Entries that must not pull in zod at all: plain constants. */
export const ZOD_FREE_ENTRIES: readonly string[] = ['constants'];

/** What importing one entry costs an app: its whole export surface bundled for the browser. */
export interface EntryCost {
  entry: string;
  /** Minified bytes (rolldown, browser, ESM). */
  minified: number;
  /** The same, gzip level 9. */
  gzip: number;
  /** Whether zod ended up in the bundle. */
  zod: boolean;
  /**
   * Whether zod's classic API did (`zod/v4/classic`, every schema method: a few product schemas
   * bundle to ~90 KB gzip with it, ~7 KB with `zod/mini`, whose parts tree-shake); the domain's
   * schemas are written with `zod/mini`.
   */
  zodClassic: boolean;
  /** Modules of the bundle. */
  modules: number;
}

/**
 * Bundles `export * from '@trini/domain/<entry>'` for the browser (rolldown, minified, every export
 * kept) and measures minified and gzip bytes: the most an app pays for importing that entry (a
 * bundler's tree-shaking only lowers it). Needs the domain's dist (`pnpm build`).
 */
export async function domainEntryCosts(): Promise<EntryCost[]> {
  const dir = join(ROOT, 'scripts/bench/dist/domain-entries');
  mkdirSync(dir, { recursive: true });
  const costs: EntryCost[] = [];
  for (const entry of ['(root)', ...DOMAIN_ENTRIES]) {
    const specifier = entry === '(root)' ? '@trini/domain' : `@trini/domain/${entry}`;
    const input = join(dir, `${entry === '(root)' ? 'root' : entry}.mjs`);
    writeFileSync(input, `export * from '${specifier}';\n`);
    const out = await build({
      input,
      platform: 'browser',
      write: false,
      logLevel: 'silent',
      output: { format: 'esm', minify: true },
    });
    const chunks = out.output.filter((o) => o.type === 'chunk');
    const code = chunks.map((c) => c.code).join('\n');
    const modules = chunks.flatMap((c) => Object.keys(c.modules));
    costs.push({
      entry: specifier,
      minified: Buffer.byteLength(code),
      gzip: gzipSync(code, { level: 9 }).length,
      zod: modules.some((m) => /[\\/]zod[\\/]/.test(m)),
      zodClassic: modules.some((m) => /[\\/]zod[\\/]v4[\\/]classic[\\/]/.test(m)),
      modules: modules.length,
    });
  }
  return costs;
}

/**
 * A miss for each entry of ZOD_FREE_ENTRIES whose bundle contains zod, and for each entry whose
 * bundle contains zod's classic API.
 */
export function zodMisses(costs: EntryCost[]): Miss[] {
  return costs.flatMap((c): Miss[] => [
    ...(c.zod && ZOD_FREE_ENTRIES.some((e) => c.entry === `@trini/domain/${e}`)
      ? [{ page: c.entry, figure: 'pulls in zod', measured: 'yes', limit: 'no' }]
      : []),
    ...(c.zodClassic
      ? [{ page: c.entry, figure: "pulls in zod's classic API", measured: 'yes', limit: 'no' }]
      : []),
  ]);
}
