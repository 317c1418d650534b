import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { endpoints, trimTrailingSlashes } from '@trini/domain';
import type { Histogram } from 'prom-client';

/** The contract of each `METHOD /path` the API serves (paths lower-case, as the API matches them). */
const CONTRACTS = new Map(
  Object.entries(endpoints).map(([name, e]) => [`${e.method} ${e.path.toLowerCase()}`, name]),
);

/** The domain's contract name of an API call, or `other` for a path no contract has. */
export function contractOf(method: string, path: string): string {
  const q = path.indexOf('?');
  const bare = trimTrailingSlashes(q < 0 ? path : path.slice(0, q)).toLowerCase();
  return CONTRACTS.get(`${method.toUpperCase()} ${bare}`) ?? 'other';
}

/** What undici publishes of one request (node:diagnostics_channel, `undici:request:*`). */
interface UndiciRequest {
  origin?: unknown;
  method?: string;
  path?: string;
}

/**
 * Times every HTTP call this process makes to `apiOrigin` through undici (Node's fetch, which the
 * render's RTK Query uses, and @fastify/reply-from under the API proxy), from its start to the
 * end of its answer, into `histogram` by contract name (see contractOf) and status code
 * (`error` when it failed without an answer). Reads undici's diagnostics channels, so the render
 * needs no hook. Answers the function that stops it.
 */
export function observeApiCalls(
  apiOrigin: string,
  histogram: Histogram<'contract' | 'status_code'>,
): () => void {
  const origin = new URL(apiOrigin).origin;
  const calls = new WeakMap<object, { started: number; status: string }>();
  const mine = (request: UndiciRequest) => {
    try {
      return new URL(String(request.origin)).origin === origin;
    } catch {
      return false;
    }
  };
  const finish = (request: UndiciRequest, status?: string) => {
    const call = calls.get(request);
    if (!call) return;
    calls.delete(request);
    histogram.observe(
      {
        contract: contractOf(request.method ?? 'GET', request.path ?? '/'),
        status_code: status ?? call.status,
      },
      (performance.now() - call.started) / 1000,
    );
  };
  const handlers: Record<string, (message: unknown) => void> = {
    'undici:request:create': (m) => {
      const { request } = m as { request: UndiciRequest };
      if (mine(request)) calls.set(request, { started: performance.now(), status: 'error' });
    },
    'undici:request:headers': (m) => {
      const { request, response } = m as {
        request: UndiciRequest;
        response: { statusCode: number };
      };
      const call = calls.get(request);
      if (call) call.status = String(response.statusCode);
    },
    'undici:request:trailers': (m) => finish((m as { request: UndiciRequest }).request),
    'undici:request:error': (m) => finish((m as { request: UndiciRequest }).request, 'error'),
  };
  for (const [channel, handler] of Object.entries(handlers)) subscribe(channel, handler);
  return () => {
    for (const [channel, handler] of Object.entries(handlers)) unsubscribe(channel, handler);
  };
}
