import { defineConfig } from 'tsdown';

/**
 * The published package's build: ESM for Node 22+, one file per entry plus shared
 * chunks in `dist/`, with `.d.mts` types for the library entries.
 * - `index` (createMockServer, createMockFetch, buildApp), `cli` (the `trini-mock` command),
 *   `playwright` (the Playwright fixture) and `tracing` (OpenTelemetry, loaded by the launcher
 *   before the CLI when OTEL_EXPORTER_OTLP_ENDPOINT is set).
 * - `record` (`@trini/mock-api/record`: the recorder and the drift check) and `panel` (the
 *   control panel's files), files of their own that the server loads only when a command or a
 *   request needs them.
 * - `@trini/domain` and `@trini/server-kit` are bundled in (they are not on a registry): the
 *   tarball needs only public packages. Everything else stays a dependency, installed beside it
 *   (the server kit's OpenTelemetry packages too: they are in this package's dependencies).
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    cli: 'src/cli.ts',
    playwright: 'src/playwright.ts',
    tracing: 'src/tracing.ts',
    record: 'src/record.ts',
    panel: 'src/panel/index.ts',
  },
  outDir: 'dist',
  format: 'esm',
  platform: 'node',
  target: 'node22',
  dts: true,
  deps: { alwaysBundle: ['@trini/domain', '@trini/server-kit'] },
  sourcemap: true,
  clean: ['dist/*.mjs', 'dist/*.d.mts', 'dist/*.map'],
});
