import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SPAN_KIND,
  ancestry,
  startOtlpReceiver,
} from '../../../mock-api/test/tracing/otlp-receiver.ts';
import type { OtlpReceiver, ReceivedSpan } from '../../../mock-api/test/tracing/otlp-receiver.ts';
import { jsonLines, startMockProcess } from '../../../mock-api/test/tracing/server-process.ts';
import type { MockProcess } from '../../../mock-api/test/tracing/server-process.ts';
import { startServerProcess } from '../test/test-stack.ts';
import type { ServerProcess } from '../test/test-stack.ts';

/** The request ids the test's two requests are sent with. */
const PAGE_REQUEST = 'page-request-1';
const PROXY_REQUEST = 'proxy-request-1';

let receiver: OtlpReceiver;
let mock: MockProcess;
let storefront: ServerProcess;
const exitCodes: (number | null)[] = [];
const echoed: (string | null)[] = [];

/** The one span of `spans` that `match` finds; fails the test when none or several do. */
function one(spans: ReceivedSpan[], what: string, match: (s: ReceivedSpan) => boolean) {
  const found = spans.filter(match);
  expect(found, `${what}: ${found.length} spans`).toHaveLength(1);
  const [span] = found;
  if (!span) throw new Error(`${what}: no span`);
  return span;
}

/**
 * The trace of the request whose storefront server span is named `name`: that span, the trace's
 * spans, and the API's server span(s) in it.
 */
function traceOf(name: string) {
  const all = receiver.spans();
  const server = one(
    all,
    name,
    (s) => s.service === 'trini-storefront' && s.kind === SPAN_KIND.SERVER && s.name === name,
  );
  const spans = all.filter((s) => s.traceId === server.traceId);
  return { server, spans };
}

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint };
  mock = await startMockProcess(tracing);
  storefront = await startServerProcess('main.ts', mock.url, { ...tracing, LOG_REQUESTS: '1' });
  const page = await fetch(`${storefront.url}/productdetails/1001`, {
    headers: { 'x-request-id': PAGE_REQUEST },
  });
  expect(page.status).toBe(200);
  echoed.push(page.headers.get('x-request-id'));
  const proxied = await fetch(`${storefront.url}/api/Product/LoadProduct?ProductNo=1002`, {
    headers: { 'x-request-id': PROXY_REQUEST },
  });
  expect(proxied.status).toBe(200);
  echoed.push(proxied.headers.get('x-request-id'));
  expect((await fetch(`${storefront.url}/health`)).status).toBe(200);
  // Both close on SIGTERM, exporting the spans still waiting in their batches.
  storefront.child.kill('SIGTERM');
  const [code] = (await once(storefront.child, 'exit')) as [number | null];
  exitCodes.push(code, await mock.stop());
}, 60_000);
afterAll(async () => {
  if (storefront?.child.exitCode === null) storefront.child.kill('SIGTERM');
  await mock?.stop();
  await receiver?.close();
});

describe('one trace across the storefront and the API (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('a page: its request, its render and each API call, continued by the API server (traceparent)', () => {
    expect(exitCodes).toEqual([0, 0]);
    expect(storefront.output()).toContain(`Storefront traces to ${receiver.endpoint} (OTLP)`);
    const { server, spans } = traceOf('GET /productdetails/:ProductNo');
    expect(server.parentSpanId).toBeUndefined();
    expect(server.attributes['http.route']).toBe('/productdetails/:ProductNo');

    const render = one(spans, 'render span', (s) => s.name === 'render /productdetails/:ProductNo');
    expect(ancestry(render, spans)).toContain(server);
    expect(render.attributes).toMatchObject({
      'http.route': '/productdetails/:ProductNo',
      'http.response.status_code': 200,
    });

    const call = one(
      spans,
      'the render’s API call',
      (s) => s.service === 'trini-storefront' && s.kind === SPAN_KIND.CLIENT,
    );
    expect(call.scope).toBe('@opentelemetry/instrumentation-undici');
    expect(call.parentSpanId).toBe(render.spanId);
    expect(String(call.attributes['url.full'])).toMatch(
      /\/api\/Product\/LoadProduct\?ProductNo=1001/i,
    );

    const api = one(
      spans,
      'the API’s server span',
      (s) => s.service === 'trini-mock-api' && s.kind === SPAN_KIND.SERVER,
    );
    expect(api.parentSpanId).toBe(call.spanId);
    expect(api.name).toBe('GET /api/Product/loadproduct');
  });

  it('a proxied API call: the proxy’s call is the child of the request, the API’s span its child', () => {
    const { server, spans } = traceOf('GET /api/*');
    const call = one(
      spans,
      'the proxy’s call',
      (s) => s.service === 'trini-storefront' && s.kind === SPAN_KIND.CLIENT,
    );
    expect(ancestry(call, spans)).toContain(server);
    const api = one(
      spans,
      'the API’s server span',
      (s) => s.service === 'trini-mock-api' && s.kind === SPAN_KIND.SERVER,
    );
    expect(api).toMatchObject({ kind: SPAN_KIND.SERVER, parentSpanId: call.spanId });
  });

  it("logs: every line of a request carries its id (the client's x-request-id), its trace id and its span id, in both servers", () => {
    expect(echoed).toEqual([PAGE_REQUEST, PROXY_REQUEST]);
    for (const [request, name] of [
      [PAGE_REQUEST, 'GET /productdetails/:ProductNo'],
      [PROXY_REQUEST, 'GET /api/*'],
    ] as const) {
      const { server, spans } = traceOf(name);
      const api = one(
        spans,
        'the API’s server span',
        (s) => s.service === 'trini-mock-api' && s.kind === SPAN_KIND.SERVER,
      );
      const own = jsonLines(storefront.output()).filter((l) => l.reqId === request);
      expect(own.map((l) => l.msg)).toContain('request completed');
      for (const line of own)
        expect(line).toMatchObject({ trace_id: server.traceId, span_id: server.spanId });
      // The API got the same request id, and logs its own server span in the same trace.
      const apiLines = jsonLines(mock.output()).filter((l) => l.reqId === request);
      expect(apiLines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      for (const line of apiLines)
        expect(line).toMatchObject({ trace_id: server.traceId, span_id: api.spanId });
    }
  });

  it('health checks are not traced', () => {
    const traced = receiver.spans().filter((s) => Object.values(s.attributes).includes('/health'));
    expect(traced).toEqual([]);
  });
});

describe('tracing.ts (main.ts imports it first)', () => {
  /** The OpenTelemetry modules (and @fastify/otel) loaded once tracing.ts is preloaded. */
  function loadedWith(env: Record<string, string>): string[] {
    const script = `import { createRequire } from 'node:module';
const loaded = Object.keys(createRequire(import.meta.url).cache);
console.log(JSON.stringify(loaded.filter((m) => /@opentelemetry|@fastify[\\\\/]otel/.test(m))));`;
    const preload = new URL('../tracing.ts', import.meta.url).href;
    const out = execFileSync(
      process.execPath,
      ['--import', preload, '--input-type=module', '-e', script],
      {
        env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_SDK_DISABLED: '', ...env },
        encoding: 'utf8',
      },
    );
    return JSON.parse(out) as string[];
  }

  it('loads no OpenTelemetry module without OTEL_EXPORTER_OTLP_ENDPOINT (tracing off costs nothing)', () => {
    expect(loadedWith({})).toEqual([]);
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' };
    expect(loadedWith({ ...endpoint, OTEL_SDK_DISABLED: 'true' })).toEqual([]);
    const on = loadedWith(endpoint);
    for (const name of [
      'sdk-trace-node',
      'instrumentation-http',
      'instrumentation-undici',
      '@fastify/otel',
    ])
      expect(
        on.some((m) => m.includes(name)),
        name,
      ).toBe(true);
  });
});
