#!/usr/bin/env node
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { processRegistry, serveMetrics } from './metrics/serve-metrics.js';
import type { MetricsServer } from '@trini/server-kit';
import { peerInstalled, peerSpecs } from './optional-peers.js';
import { sharpInstalled } from './seed/media.js';
import { SETTING_VARIABLES, loadSettings } from './settings.js';
import { isHttpUrl, isTracing, stopTracing, tracingUnavailableLine } from '@trini/server-kit';
import type { MediaBounds } from './record.js';

const HELP = `trini-mock: the Trini storefront's mock API

  trini-mock [start] [--port 3001] [--seed 20241] [--<setting> value ...]
      Starts the seeded mock API. Every setting is a flag and an environment variable
      (the flag wins): ${SETTING_VARIABLES.map((v) => `--${flagOf(v)} (${v})`).join(', ')}.
      Test controls (/__mock: reset, scenarios, fixtures, the request journal, sessions, the
      control panel; sessions chosen by x-mock-session) are on by default only on a loopback
      HOST outside NODE_ENV=production: --mock-controls 1 (MOCK_CONTROLS=1) turns them on
      on any HOST (never with NODE_ENV=production: refused), --mock-controls 0 off. Off,
      /__mock answers 404 and x-mock-session is ignored.
      Rate limits count per client address: the one in X-Forwarded-For for a request from a
      proxy --trust-proxy (TRUST_PROXY) names (comma-separated IPs, CIDR ranges, loopback,
      linklocal, uniquelocal; default loopback, a storefront on this machine), else the peer's.

  trini-mock --data <dir> [--data-mode replace|overlay]
      Serves a snapshot folder (written by record or import-har) instead of the seed's catalogue
      (replace, the default) or on top of it (overlay). A bad file stops it with one line.

  trini-mock --state-file <path>
      Keeps the default session's customers, orders, reviews, return requests and spent cashback
      in that JSON file across restarts (created when missing; written atomically after changes
      and on SIGTERM). A file it cannot use stops it with one line naming the file.

  trini-mock verify --target <base-url> [--mobile 7000001 --password ...] [--allow-writes] [--json]
      Checks a backend against the contracts the mock serves (read calls only; with a test
      customer also login and its token calls; with --allow-writes and a test customer also the
      mutating calls: an order, a card order, a review, a return request, the account saved
      unchanged, the password changed to itself). Prints endpoint, status, ok / drift /
      unreachable and time; exits 1 on any drift or unreachable call.

  trini-mock proxy --target <base-url> [--port 3002] [--host 127.0.0.1]
      A validating proxy: forwards every call to the backend and returns its real answer, and
      reports each request or answer that breaks its contract on the console and at GET /__drift.
      Point the storefront's API_ORIGIN at it to develop against the real backend.

  trini-mock record --target <base-url> --out <dir> [--port 3002] [--host 127.0.0.1]
                    [--media-base <url>] [--max-media-files 1000] [--max-media-bytes 104857600]
                    [--har <file.har>]
      The validating proxy that also records: every catalogue and reference answer meeting its
      contract is written to <dir> when it stops (Ctrl-C), customer data redacted, with the media
      it points to (from --media-base, default <base-url>/media/, within the bounds). --har also
      saves the recorded calls as a HAR. Serve the folder with trini-mock --data <dir>.

  trini-mock import-har <file.har> --out <dir> [--media-base <url>] [--max-media-files 1000]
                    [--max-media-bytes 104857600]
      The same from a HAR file (a browser's export of the shop, logged out): the same contract
      check and redaction; media from the HAR, and with --media-base the rest downloaded. For a
      HAR of the storefront, start it with SSR_CALLS=1 so its pages carry their server's calls.

  trini-mock --help
`;

/** '--port' for PORT, '--jwt-secret' for JWT_SECRET. */
function flagOf(variable: string): string {
  return variable.toLowerCase().replace(/_/g, '-');
}

/**
 * The environment a start command runs with: `env` with each `--<setting> value` flag written
 * over its variable. Throws for an unknown flag or one without a value.
 */
export function envFromFlags(
  args: string[],
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  const options = Object.fromEntries(
    SETTING_VARIABLES.map((v) => [flagOf(v), { type: 'string' as const }]),
  );
  const { values } = parseArgs({ args, options, strict: true, allowPositionals: false });
  const out = { ...env };
  for (const variable of SETTING_VARIABLES) {
    const value = values[flagOf(variable)];
    if (typeof value === 'string') out[variable] = value;
  }
  return out;
}

/**
 * The one line `trini-mock start` prints when its port is taken (exit 2): the port, and the
 * setting that changes it.
 */
export function portInUseMessage(host: string, port: number): string {
  return `Port ${port} on ${host} is already in use: set PORT (or --port) to a free port, e.g. PORT=${port + 1}.`;
}

async function start(args: string[]): Promise<void> {
  const settings = loadSettings(envFromFlags(args, process.env));
  const metrics = settings.metrics ? processRegistry() : undefined;
  const app = await buildApp(settings, { metrics });
  let metricsServer: MetricsServer | undefined;
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) console.error(err);
    else app.log.info(`${signal} received, closing`);
    await app.close();
    await metricsServer?.close();
    await stopTracing();
  });
  try {
    await app.listen({ host: settings.host, port: settings.port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new Error(portInUseMessage(settings.host, settings.port), { cause: error });
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  if (!settings.logRequests) console.log(`Mock API listening on http://${settings.host}:${port}`);
  if (metrics) metricsServer = await serveMetrics(metrics, settings);
  tracingNote(process.env);
  imagesNote();
  docsNote();
}

/**
 * The line `trini-mock start` prints about its traces: where they go while tracing
 * (tracing.ts), or why none are sent although OTEL_EXPORTER_OTLP_ENDPOINT is set (the tracing
 * packages not installed: tracing.ts's line saying what to install).
 */
function tracingNote(env: Record<string, string | undefined>): void {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  const unavailable = tracingUnavailableLine();
  if (isTracing()) console.log(`Mock API traces to ${endpoint} (OTLP)`);
  else if (unavailable) console.warn(unavailable);
  else if (endpoint && env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true')
    console.warn(
      isHttpUrl(endpoint)
        ? 'Traces not sent: OTEL_EXPORTER_OTLP_ENDPOINT is set but tracing was not loaded first; start with `trini-mock start` or `tsx --import ./src/tracing.ts src/cli.ts start`.'
        : `Traces not sent: OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL such as 'http://127.0.0.1:4318'.`,
    );
}

/**
 * The line `trini-mock start` prints when its images will be SVG rather than JPEG: sharp, an
 * optional peer dependency, is not installed (seed/media.ts); with the `npm i` that installs it
 * at this package's peer range. Nothing when sharp is there.
 */
function imagesNote(): void {
  if (sharpInstalled()) return;
  console.log(
    `Images are SVG (image/svg+xml), not JPEG: sharp is not installed; for JPEG images: npm i ${peerSpecs((name) => name === 'sharp')}`,
  );
}

/**
 * The line `trini-mock start` prints when /docs has no interactive pages: @fastify/swagger-ui,
 * an optional peer dependency, is not installed (plugins/swagger.ts); /openapi.json answers
 * either way. Nothing when it is there.
 */
function docsNote(): void {
  if (peerInstalled('@fastify/swagger-ui')) return;
  console.log(
    `API docs: /openapi.json; for the interactive pages at /docs: npm i ${peerSpecs((name) => name === '@fastify/swagger-ui')}`,
  );
}

async function verify(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      target: { type: 'string' },
      mobile: { type: 'string' },
      password: { type: 'string' },
      json: { type: 'boolean', default: false },
      'allow-writes': { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (!values.target) throw new Error('verify needs --target <base-url>');
  const { resultTable, verifyBackend } = await recorder();
  const results = await verifyBackend({
    target: values.target,
    ...(values.mobile ? { mobile: values.mobile } : {}),
    ...(values.password ? { password: values.password } : {}),
    allowWrites: values['allow-writes'],
  });
  const failed = results.filter((r) => r.outcome !== 'ok').length;
  if (values.json) console.log(JSON.stringify({ target: values.target, failed, results }, null, 2));
  else {
    console.log(resultTable(results));
    console.log(
      failed === 0
        ? `\n${results.length} calls match the contracts.`
        : `\n${failed} of ${results.length} calls drifted or were unreachable.`,
    );
  }
  return failed === 0 ? 0 : 1;
}

async function proxy(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      target: { type: 'string' },
      port: { type: 'string', default: '3002' },
      host: { type: 'string', default: '127.0.0.1' },
    },
    strict: true,
  });
  if (!values.target) throw new Error('proxy needs --target <base-url>');
  const { createValidatingProxy } = await recorder();
  const app = await createValidatingProxy({ target: values.target });
  closeWithGrace({ delay: 10_000 }, async () => {
    await app.close();
  });
  const url = await app.listen({ host: values.host, port: Number(values.port) });
  console.log(`Validating proxy on ${url} → ${values.target} (drift at ${url}/__drift)`);
}

const MEDIA_OPTIONS = {
  out: { type: 'string' },
  'media-base': { type: 'string' },
  'max-media-files': { type: 'string' },
  'max-media-bytes': { type: 'string' },
} as const;

/** A whole number of at least 1 from a flag, or the default; throws naming the flag otherwise. */
function count(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^[1-9]\d{0,11}$/.test(value)) throw new Error(`--${flag} must be a whole number from 1`);
  return Number(value);
}

/** The media bounds of the --max-media-files and --max-media-bytes flags, over `defaults`. */
function mediaBounds(
  values: { 'max-media-files'?: string; 'max-media-bytes'?: string },
  defaults: MediaBounds,
): MediaBounds {
  return {
    maxFiles: count('max-media-files', values['max-media-files'], defaults.maxFiles),
    maxBytes: count('max-media-bytes', values['max-media-bytes'], defaults.maxBytes),
  };
}

/**
 * The recorder and the drift check (`@trini/mock-api/record`), loaded by the commands that use
 * them: the server's start never loads them.
 */
const recorder = () => import('./record.js');

async function record(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      ...MEDIA_OPTIONS,
      target: { type: 'string' },
      port: { type: 'string', default: '3002' },
      host: { type: 'string', default: '127.0.0.1' },
      har: { type: 'string' },
    },
    strict: true,
  });
  if (!values.target || !values.out)
    throw new Error('record needs --target <base-url> and --out <dir>');
  const { DEFAULT_MEDIA_BOUNDS, createRecordingProxy, summaryLine } = await recorder();
  const recording = await createRecordingProxy({
    target: values.target,
    out: values.out,
    media: mediaBounds(values, DEFAULT_MEDIA_BOUNDS),
    ...(values['media-base'] ? { mediaBase: values['media-base'] } : {}),
    ...(values.har ? { har: values.har } : {}),
  });
  closeWithGrace({ delay: 60_000 }, async ({ err }) => {
    if (err) console.error(err);
    try {
      console.log(summaryLine(await recording.close()));
    } catch (error) {
      console.error((error as Error).message);
    }
  });
  const url = await recording.app.listen({ host: values.host, port: Number(values.port) });
  console.log(
    `Recording proxy on ${url} → ${values.target}; writes ${values.out} when stopped (Ctrl-C). Drift at ${url}/__drift`,
  );
}

async function importHarCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: MEDIA_OPTIONS,
    strict: true,
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1 || !values.out)
    throw new Error('import-har needs one <file.har> and --out <dir>');
  const { DEFAULT_MEDIA_BOUNDS, importHar, summaryLine } = await recorder();
  const summary = await importHar(file, values.out, {
    media: mediaBounds(values, DEFAULT_MEDIA_BOUNDS),
    ...(values['media-base'] ? { mediaBase: values['media-base'] } : {}),
  });
  console.log(summaryLine(summary));
  return 0;
}

/**
 * The `trini-mock` command: `start` (the default) with every setting as a flag,
 * `verify --target` (the drift check), `proxy --target` (the validating proxy), and
 * `record --target --out` (the proxy that writes a snapshot folder) and `import-har <file> --out`
 * (the same from a HAR), `--help`.
 * Answers the exit code.
 */
export async function runCli(argv: string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === '--help' || first === '-h' || first === 'help') {
    console.log(HELP);
    return 0;
  }
  if (first === 'verify') return verify(rest);
  if (first === 'proxy') {
    await proxy(rest);
    return 0;
  }
  if (first === 'record') {
    await record(rest);
    return 0;
  }
  if (first === 'import-har') return importHarCommand(rest);
  await start(first === 'start' ? rest : argv);
  return 0;
}

/** True when this module is the process's entry (tsx src/cli.ts, node dist/cli.mjs); the `trini-mock` launcher (bin/) calls runCli itself. */
function isEntry(): boolean {
  const invoked = process.argv[1];
  if (!invoked) return false;
  try {
    return realpathSync(invoked) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (isEntry()) {
  runCli(process.argv.slice(2)).then(
    (code) => {
      if (code !== 0) process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
