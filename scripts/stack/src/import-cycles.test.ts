import { join } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';
import { ROOT } from './stack.ts';

/** Each package's source folders, relative to the package. */
const PACKAGES: Record<string, string[]> = {
  'apps/storefront': ['src', 'server'],
  'apps/mock-api': ['src', 'test'],
  'packages/domain': ['src'],
  'packages/server-kit': ['src'],
};

/**
 * The import cycles of one package, type-only imports and dynamic imports included (what
 * `import-x/no-cycle` in the lint leaves out: it counts only imports that run). Each cycle is
 * the list of its files, relative to the package.
 */
async function cyclesOf(pkg: string, folders: string[]): Promise<string[][]> {
  const context = join(ROOT, pkg);
  const tree = await parseDependencyTree(
    folders.map((folder) => `${folder}/**/*.{ts,tsx}`),
    {
      context,
      cwd: context,
      tsconfig: join(context, 'tsconfig.json'),
      transform: false,
      skipDynamicImports: false,
      include: /\.tsx?$/,
      exclude: /node_modules|[\\/]dist[\\/]/,
    },
  );
  return parseCircular(tree);
}

describe('no import cycles, type-only and dynamic imports included', () => {
  for (const [pkg, folders] of Object.entries(PACKAGES))
    it(
      pkg,
      async () => {
        expect(await cyclesOf(pkg, folders)).toEqual([]);
      },
      120_000,
    );

  it('finds a cycle made only of a type import one way and a dynamic import back', async () => {
    const cycles = await cyclesOf('scripts/stack/test/cycle-sample', ['.']);
    expect(cycles.map((cycle) => cycle.map((file) => file.replace(/^.*[\\/]/, '')).sort())).toEqual(
      [['a.ts', 'b.ts']],
    );
  }, 120_000);
});
