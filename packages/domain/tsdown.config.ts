import { defineConfig } from 'tsdown';

/**
 * The domain's build (tsdown, the maintained successor of tsup): the same package shape as before.
 * - ESM one file per source module (`unbundle`), with a `.d.ts` beside each, so an app's bundler
 *   keeps only the modules it uses in each chunk: the cart engine and constants do not pull in the
 *   zod schemas.
 * - CommonJS bundled into one `index.cjs`, with its own `index.d.cts` for `require` consumers.
 */
export default defineConfig([
  {
    entry: ['src/index.ts'],
    outDir: 'dist/esm',
    format: 'esm',
    unbundle: true,
    dts: true,
    sourcemap: true,
    target: 'es2022',
    clean: true,
  },
  {
    entry: ['src/index.ts'],
    outDir: 'dist',
    format: 'cjs',
    dts: true,
    sourcemap: true,
    target: 'es2022',
    clean: ['dist/index.*'],
  },
]);
