import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
let work = '';

/**
 * Installs the packed tarball into a throwaway project (zod linked from the workspace, so no
 * network) and loads it the way other teams will: `import` and `require`.
 */
describe('the packed package (other teams install the tarball)', () => {
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'trini-domain-pack-'));
    execFileSync('pnpm', ['pack', '--pack-destination', work], { cwd: pkgDir, stdio: 'pipe' });
    const modules = join(work, 'node_modules', '@trini');
    mkdirSync(join(modules, 'domain'), { recursive: true });
    execFileSync('sh', [
      '-c',
      `tar -xzf ${work}/trini-domain-*.tgz -C ${modules}/domain --strip-components=1`,
    ]);
    symlinkSync(dirname(require_resolve_zod()), join(work, 'node_modules', 'zod'), 'dir');
    writeFileSync(join(work, 'package.json'), '{"name":"consumer","private":true}');
  }, 60_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const run = (file: string, code: string) => {
    writeFileSync(join(work, file), code);
    return execFileSync('node', [file], { cwd: work, encoding: 'utf8' }).trim();
  };

  it('works from require (CJS)', () => {
    const out = run(
      'a.cjs',
      "const d = require('@trini/domain'); const c = d.addItem(d.emptyCart(), { ProductNo: 1, ProductName: 'x', SalesPrice: 100 }); console.log(d.formatTTD(c.ItemGrandTotal))",
    );
    expect(out).toBe('TT$140.00');
  });
  it('works from import (ESM)', () => {
    const out = run(
      'b.mjs',
      "import { contracts, validateReview, MESSAGES } from '@trini/domain'; console.log(contracts.saveOrder.path, validateReview({}).message === MESSAGES.REVIEW_MOBILE_REQUIRED)",
    );
    expect(out).toBe('/api/shop/SaveOrder true');
  });

  // Each subpath, from both module systems, answers what a team takes it for.
  const subpaths: [subpath: string, names: string, expression: string, printed: string][] = [
    [
      'cart',
      'addItem, emptyCart, formatTTD',
      'formatTTD(addItem(emptyCart(), { ProductNo: 1, ProductName: "x", SalesPrice: 100 }).ItemGrandTotal)',
      'TT$140.00',
    ],
    ['validation', 'validateLogin', 'validateLogin({ Mobile: "", Password: "" }).ok', 'false'],
    ['contracts', 'contracts', 'contracts.loadProduct.path', '/api/Product/loadproduct'],
    ['entities', 'ProductSchema', 'typeof ProductSchema.parse', 'function'],
    [
      'constants',
      'FREIGHT, ROUTES, MESSAGES',
      '[FREIGHT.TOBAGO, ROUTES.CART, typeof MESSAGES].join(" ")',
      '60 /cart object',
    ],
    [
      'client',
      'createClient',
      'typeof createClient({ baseUrl: "http://x" }).loadProduct',
      'function',
    ],
  ];
  it.each(subpaths)(
    '@trini/domain/%s works from import and require',
    (subpath, names, expr, printed) => {
      const esm = run(
        `${subpath}.mjs`,
        `import { ${names} } from '@trini/domain/${subpath}'; console.log(${expr})`,
      );
      const cjs = run(
        `${subpath}.cjs`,
        `const { ${names} } = require('@trini/domain/${subpath}'); console.log(${expr})`,
      );
      expect([esm, cjs]).toEqual([printed, printed]);
    },
  );

  // The workspace runs on the sources in development (the `development` condition, for
  // Vite, Vitest and tsx); the published manifest (publishConfig.exports) points at dist/ only.
  it('ships exports that point at dist/ only, with no development condition', () => {
    const manifest = readFileSync(
      join(work, 'node_modules', '@trini', 'domain', 'package.json'),
      'utf8',
    );
    const { exports, publishConfig } = JSON.parse(manifest) as {
      exports: Record<string, unknown>;
      publishConfig?: unknown;
    };
    expect(publishConfig).toBeUndefined();
    expect(manifest).not.toContain('"development"');
    const leaves = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(leaves);
    const targets = Object.entries(exports)
      .filter(([key]) => key !== './package.json')
      .flatMap(([, value]) => leaves(value));
    expect(targets.length).toBeGreaterThan(20);
    expect(targets.filter((target) => !target.startsWith('./dist/'))).toEqual([]);
  });

  it('the workspace manifest sends the development condition to the sources of each entry', () => {
    const workspace = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as {
      exports: Record<string, { development?: string } | string>;
    };
    const development = Object.fromEntries(
      Object.entries(workspace.exports)
        .filter(([key]) => key !== './package.json')
        .map(([key, value]): [string, string | undefined] => [
          key,
          typeof value === 'object' ? value.development : undefined,
        ]),
    );
    expect(development).toEqual({
      '.': './src/index.ts',
      './cart': './src/cart/index.ts',
      './validation': './src/validation/index.ts',
      './contracts': './src/contracts/index.ts',
      './entities': './src/entities/index.ts',
      './constants': './src/constants-entry.ts',
      './client': './src/client/index.ts',
    });
    for (const source of Object.values(development))
      expect(existsSync(join(pkgDir, source ?? 'missing'))).toBe(true);
  });

  // The declaration maps (go-to-definition lands in src/) ship with the sources they
  // point at, so an editor in a consumer's project jumps to the TypeScript source too.
  it('every declaration map points at a source file shipped in the tarball', () => {
    const root = join(work, 'node_modules', '@trini', 'domain');
    const maps = (readdirSync(join(root, 'dist'), { recursive: true }) as string[])
      .filter((f) => /\.d\.[cm]ts\.map$/.test(f))
      .map((f) => join(root, 'dist', f));
    expect(maps.length).toBeGreaterThan(10);
    const missing = maps.flatMap((map) =>
      (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources
        .map((source) => resolve(dirname(map), source))
        .filter((file) => !existsSync(file)),
    );
    expect(missing).toEqual([]);
  });
});

/** The folder of the workspace's zod package (its package.json's directory). */
function require_resolve_zod(): string {
  return execFileSync('node', ['-p', "require.resolve('zod/package.json')"], {
    cwd: pkgDir,
    encoding: 'utf8',
  }).trim();
}
