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
 *   tarball needs only public packages. Everything else stays an import, installed beside it:
 *   the dependencies, and the optional peer dependencies loaded only when used (the server kit's
 *   OpenTelemetry packages, imported by the `start-tracing` chunk when tracing is on; `sharp`,
 *   imported at the first image). A peer dependency is never bundled, so a missing one is a
 *   failed `import()` the code answers (tracing off, SVG images), not a crash at load.
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
