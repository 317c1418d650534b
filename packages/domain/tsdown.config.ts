import { defineConfig } from 'tsdown';

/** The subpath entries: name → source. `index` is the root export, all of them. */
const entries = {
  index: 'src/index.ts',
  cart: 'src/cart/index.ts',
  validation: 'src/validation/index.ts',
  contracts: 'src/contracts/index.ts',
  entities: 'src/entities/index.ts',
  constants: 'src/constants-entry.ts',
  client: 'src/client/index.ts',
};

/**
 * The domain's build (tsdown, the maintained successor of tsup).
 * - ESM one file per source module (`unbundle`), with a `.d.mts` beside each, so an app's bundler
 *   keeps only the modules it uses in each chunk: the cart engine and constants do not pull in the
 *   zod schemas. Each subpath points at its folder's `index.mjs`.
 * - CommonJS: one `dist/<entry>.cjs` per subpath (shared code in chunks), each with its `.d.cts`,
 *   for `require` consumers.
 * - Declaration maps (`.d.mts.map`, `.d.cts.map`): go-to-definition from an app (or
 *   from a consumer of the tarball, which ships `src/` for them) lands in `src/`, not in `dist/`.
 */
export default defineConfig([
  {
    entry: Object.values(entries),
    outDir: 'dist/esm',
    format: 'esm',
    unbundle: true,
    dts: { sourcemap: true },
    sourcemap: true,
    target: 'es2022',
    clean: true,
  },
  {
    entry: entries,
    outDir: 'dist',
    format: 'cjs',
    dts: { sourcemap: true },
    sourcemap: true,
    target: 'es2022',
    clean: ['dist/*.cjs', 'dist/*.d.cts', 'dist/*.map'],
  },
]);
