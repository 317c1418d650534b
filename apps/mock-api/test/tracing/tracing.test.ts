import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPAN_KIND, startOtlpReceiver } from './otlp-receiver.js';
import type { OtlpReceiver, ReceivedSpan } from './otlp-receiver.js';
import { jsonLines, startMockProcess } from './server-process.js';
import type { MockProcess } from './server-process.js';

/** The storefront's side of the call: its trace, its client span and its request id. */
const CALLER = {
  traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
  spanId: '00f067aa0ba902b7',
  requestId: 'storefront-req-42',
};

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

let receiver: OtlpReceiver;
let mock: MockProcess;
let exitCode: number | null;
const echoed: (string | null)[] = [];

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  mock = await startMockProcess({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint });
  const calls: Record<string, string>[] = [
    {
      traceparent: `00-${CALLER.traceId}-${CALLER.spanId}-01`,
      'x-request-id': CALLER.requestId,
    },
    { 'x-request-id': 'x'.repeat(129) },
    { 'x-request-id': 'two words' },
  ];
  for (const headers of calls) {
    const res = await fetch(`${mock.url}/api/Product/LoadProduct?ProductNo=1001`, { headers });
    expect(res.status).toBe(200);
    echoed.push(res.headers.get('x-request-id'));
  }
  // Closing exports the spans still waiting in the batch.
  exitCode = await mock.stop();
}, 60_000);
afterAll(async () => {
  await mock.stop();
  await receiver.close();
});

describe('the mock API traced (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it("continues the caller's trace: its server span is the child of the caller's span (traceparent)", () => {
    expect(exitCode).toBe(0);
    expect(mock.output()).toContain(`Mock API traces to ${receiver.endpoint} (OTLP)`);
    const spans = receiver.spans().filter((s) => s.traceId === CALLER.traceId);
    const server = spans.find((s) => s.kind === SPAN_KIND.SERVER);
    expect(server).toMatchObject({
      service: 'trini-mock-api',
      scope: '@opentelemetry/instrumentation-http',
      parentSpanId: CALLER.spanId,
      name: 'GET /api/Product/loadproduct',
    });
    // Fastify's request and handler spans below it.
    const request = spans.find((s) => s.scope === '@fastify/otel' && s.name === 'request');
    expect(request?.parentSpanId).toBe(server?.spanId);
    expect(
      spans.some((s) => s.name.startsWith('handler') && s.parentSpanId === request?.spanId),
    ).toBe(true);
  });

  it("takes a sane x-request-id as the request's id and sends it back; any other gets a new UUID", () => {
    expect(echoed[0]).toBe(CALLER.requestId);
    expect(echoed[1]).toMatch(UUID);
    expect(echoed[2]).toMatch(UUID);
  });

  it('logs JSON lines that each carry the request id, the trace id and the server span id', () => {
    const server = receiver
      .spans()
      .find((s: ReceivedSpan) => s.traceId === CALLER.traceId && s.kind === SPAN_KIND.SERVER);
    const lines = jsonLines(mock.output()).filter((l) => l.reqId === CALLER.requestId);
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    for (const line of lines)
      expect(line).toMatchObject({
        trace_id: CALLER.traceId,
        span_id: server?.spanId,
        trace_flags: '01',
      });
    // Every request's lines carry a request id and a trace id.
    const requestLines = jsonLines(mock.output()).filter((l) => 'req' in l || 'res' in l);
    expect(requestLines).toHaveLength(6);
    for (const line of requestLines) {
      expect(line.reqId).toEqual(expect.any(String));
      expect(line.trace_id).toMatch(/^[\da-f]{32}$/);
    }
  });
});

describe('the mock API without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  /** The @opentelemetry and @fastify/otel modules loaded after importing dist/tracing.mjs. */
  function modulesLoadedByTracing(env: Record<string, string | undefined>): string[] {
    const tracing = new URL('../../dist/tracing.mjs', import.meta.url).href;
    const script = `import { createRequire } from 'node:module';
await import(${JSON.stringify(tracing)});
const loaded = Object.keys(createRequire(import.meta.url).cache);
console.log(JSON.stringify(loaded.filter((m) => /@opentelemetry|@fastify[\\\\/]otel/.test(m))));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: undefined, ...env },
      encoding: 'utf8',
    });
    return JSON.parse(out) as string[];
  }

  it('loads no OpenTelemetry module at all (tracing off costs nothing); with it, the SDK', () => {
    expect(modulesLoadedByTracing({})).toEqual([]);
    expect(
      modulesLoadedByTracing({
        OTEL_SDK_DISABLED: 'true',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
      }),
    ).toEqual([]);
    const on = modulesLoadedByTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    expect(on.some((m) => m.includes('sdk-trace-node'))).toBe(true);
    expect(on.some((m) => m.includes('instrumentation-http'))).toBe(true);
  });
});
