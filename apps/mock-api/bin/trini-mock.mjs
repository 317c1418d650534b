#!/usr/bin/env node
// The `trini-mock` command's launcher. It is committed (not built) so that package managers can
// link the command on a clean install, before the first build: it runs the built CLI
// (dist/cli.mjs), after its tracing (dist/tracing.mjs), and, when dist/ is absent (a workspace
// checkout not built yet), says in one line what to run instead of failing with a missing-module
// stack trace.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.mjs', import.meta.url);

if (!existsSync(cli)) {
  console.error('trini-mock is not built yet: run `pnpm build` (in the repository) first.');
  process.exit(1);
}

// Tracing first (nothing loads unless OTEL_EXPORTER_OTLP_ENDPOINT is set), so that it is set up
// before the CLI loads Fastify and node:http.
await import(new URL('../dist/tracing.mjs', import.meta.url).href);
/** @type {{ runCli(argv: string[]): Promise<number> }} */
const { runCli } = await import(cli.href);
runCli(process.argv.slice(2)).then(
  (code) => {
    if (code !== 0) process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
