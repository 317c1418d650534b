import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The type declarations of the single entry (index.d.ts and index.d.cts).
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: { only: true },
    clean: true,
    target: 'es2022',
  },
  {
    // CommonJS, bundled as before.
    entry: ['src/index.ts'],
    format: ['cjs'],
    sourcemap: true,
    target: 'es2022',
    treeshake: true,
  },
  {
    // ESM one file per source module (not bundled), so an app's bundler keeps only the modules it
    // uses in each chunk: the cart engine and constants do not pull in the zod schemas.
    entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/cart/test-products.ts'],
    outDir: 'dist/esm',
    format: ['esm'],
    bundle: false,
    sourcemap: true,
    target: 'es2022',
  },
]);
