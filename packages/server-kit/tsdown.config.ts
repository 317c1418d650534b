import { defineConfig } from 'tsdown';

/**
 * The server kit's build: ESM for Node 22+ with `.d.mts` types, four entries (`index`, all but
 * the SDK; `tracing`, the tracing settings and state without any OpenTelemetry import;
 * `start-tracing`, which alone loads the OpenTelemetry SDK; and `ports`, the port helpers, which
 * import Node's `net` alone; shared modules are shared chunks, so
 * the tracing state is one per process). Its dependencies stay imports. The
 * storefront's server runs the built files (`node server/main.ts` does not strip types under
 * node_modules, where its image installs this package); `pnpm dev` and the tests run `src/`
 * through the `development` export condition; the mock API bundles it into its own build.
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    tracing: 'src/tracing.ts',
    'start-tracing': 'src/start-tracing.ts',
    ports: 'src/ports.ts',
  },
  outDir: 'dist',
  format: 'esm',
  platform: 'node',
  target: 'node22',
  dts: true,
  clean: true,
});
