import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Span kinds as OTLP numbers them. */
export const SPAN_KIND = { INTERNAL: 1, SERVER: 2, CLIENT: 3 } as const;

/** One span a server exported, with the service that sent it. */
export interface ReceivedSpan {
  /** The resource's `service.name`. */
  service: string;
  /** The instrumentation scope (`@opentelemetry/instrumentation-http`, `@fastify/otel`...). */
  scope: string;
  traceId: string;
  spanId: string;
  /** Undefined for a trace's root span. */
  parentSpanId: string | undefined;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

/** An OTLP/HTTP JSON attribute: `{ key, value: { stringValue | intValue | ... } }`. */
interface OtlpAttribute {
  key: string;
  value: Record<string, unknown>;
}

/** The part of an OTLP/HTTP JSON trace export the tests read. */
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      scope?: { name?: string };
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: OtlpAttribute[];
      }[];
    }[];
  }[];
}

/** Attributes as a plain object: each value's one field (stringValue, intValue, boolValue...). */
function attributesOf(list: OtlpAttribute[] = []): Record<string, unknown> {
  return Object.fromEntries(list.map(({ key, value }) => [key, Object.values(value)[0]]));
}

/** The spans of one export. */
function spansOf(body: OtlpExport): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resource) => {
    const service = String(attributesOf(resource.resource?.attributes)['service.name']);
    return (resource.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        service,
        scope: scope.scope?.name ?? '',
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId || undefined,
        name: span.name,
        kind: span.kind,
        attributes: attributesOf(span.attributes),
      })),
    );
  });
}

/** A listening test receiver: the endpoint to export to, the spans so far, and how to stop it. */
export interface OtlpReceiver {
  /** For OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:<port>`. */
  endpoint: string;
  spans: () => ReceivedSpan[];
  close: () => Promise<void>;
}

/**
 * A tiny OTLP/HTTP trace receiver for tests, on a free loopback port: it keeps the spans of every
 * JSON export POSTed to `/v1/traces` (what @opentelemetry/exporter-trace-otlp-http sends) and
 * answers 200 `{}`; anything else answers 404 or 415.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const received: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') return res.writeHead(404).end();
      if (!req.headers['content-type']?.startsWith('application/json'))
        return res.writeHead(415).end();
      received.push(...spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans: () => [...received],
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** The span itself, then its parent, its parent's parent... within `spans`. */
export function ancestry(span: ReceivedSpan, spans: ReceivedSpan[]): ReceivedSpan[] {
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  const chain: ReceivedSpan[] = [];
  for (let s: ReceivedSpan | undefined = span; s && !chain.includes(s);) {
    chain.push(s);
    s = s.parentSpanId === undefined ? undefined : byId.get(s.parentSpanId);
  }
  return chain;
}
