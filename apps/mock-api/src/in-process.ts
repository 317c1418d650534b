import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { AppOptions } from './app.js';
import { DROPPED_HEADER } from './plugins/scenarios.js';
import { SESSION_HEADER } from './plugins/store.js';
import type { Settings } from './settings.js';
import type { Snapshot } from './snapshot/parse-snapshot.js';
import type { DataMode } from './snapshot/snapshot-seed.js';

/** What `createMockServer` and `createMockFetch` take. */
export interface MockOptions {
  /**
   * Settings that replace the environment's (e.g. `{ seed: 7 }`); request logs are off and the
   * test controls on (`mockControls`: `/__mock` and sessions) by default, whatever NODE_ENV.
   */
  settings?: Partial<Settings>;
  /** Rate limits and journal bounds (see AppOptions); rate limits are off by default here. */
  app?: AppOptions;
  /**
   * A snapshot to serve: the folder `trini-mock record` or `import-har` wrote, or one
   * already loaded with `loadSnapshot`. A bad folder rejects with one line naming the file and
   * the zod path.
   */
  data?: string | Snapshot;
  /** `replace` (default): the snapshot's catalogue alone; `overlay`: on top of the seed's. */
  dataMode?: DataMode;
  /**
   * A file that keeps the default session's state across mocks (see `Settings.stateFile`): read
   * when the mock starts (rejects with a StateFileError naming it when it cannot be used), written
   * after changes and when it closes. Only the default session is kept: `createMockFetch` uses
   * its own session unless given `session: 'default'`.
   */
  stateFile?: string;
}

function build(options: MockOptions): Promise<FastifyInstance> {
  const { data, dataMode, stateFile } = options;
  return buildApp(
    {
      logRequests: false,
      // A test's mock: its controls and sessions are what it is for.
      mockControls: true,
      ...options.settings,
      ...(typeof data === 'string' ? { data } : {}),
      ...(dataMode ? { dataMode } : {}),
      ...(stateFile === undefined ? {} : { stateFile }),
    },
    {
      rateLimits: false,
      ...options.app,
      ...(data !== undefined && typeof data !== 'string' ? { snapshot: data } : {}),
    },
  );
}

/** A running mock: its base URL (no trailing slash) and how to stop it. */
export interface MockServer {
  url: string;
  app: FastifyInstance;
  close: () => Promise<void>;
}

/**
 * Starts the seeded mock API on a free loopback port for a Node test, or with
 * `data` a snapshot folder instead of or on top of the seed. The caller closes it. Rate limits are off unless `options.app.rateLimits` sets them (a test's calls all come
 * from one address).
 */
export async function createMockServer(options: MockOptions = {}): Promise<MockServer> {
  const app = await build({
    ...options,
    settings: { host: '127.0.0.1', port: 0, ...options.settings },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, app, close: () => app.close() };
}

/** A `fetch` answered by the mock in this process, plus its app and a way to close it. */
export type MockFetch = typeof fetch & {
  app: FastifyInstance;
  /** The session every call of this fetch uses, unless a call sends its own `x-mock-session`. */
  session: string;
  close: () => Promise<void>;
};

/** A failure as the browser's fetch reports it: a TypeError ('Failed to fetch'); an abort stays an AbortError. */
function asFetchFailure(error: unknown): Error {
  if (error instanceof TypeError || (error instanceof Error && error.name === 'AbortError'))
    return error;
  return new TypeError('Failed to fetch', { cause: error });
}

/** Rejects with an AbortError when `signal` aborts before `answer` settles, as fetch does. */
function abortable<T>(answer: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return answer;
  const aborted = () => new DOMException('This operation was aborted', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * A `fetch`-compatible function answered in-process by the mock app through `app.inject`: no port,
 * no network, the same routes, contracts, seed and session isolation. Relative URLs
 * resolve against `http://mock.local`; only the path and query matter. Every call goes to one
 * fresh session (`session`, or pass `x-mock-session` per call, e.g. a new one per test).
 * Like the browser's fetch, a failed exchange (a scenario's dropped connection or reset) rejects
 * with a TypeError and an aborted `signal` with an AbortError.
 */
export async function createMockFetch(
  options: MockOptions & { session?: string } = {},
): Promise<MockFetch> {
  const app = await build(options);
  const session = options.session ?? `fetch-${randomUUID()}`;
  const answer = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input), 'http://mock.local'), init);
    const headers: Record<string, string> = { [SESSION_HEADER]: session };
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : Buffer.from(await request.arrayBuffer());
    const url = new URL(request.url);
    const res = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(body && body.length > 0 ? { payload: body } : {}),
    });
    if (res.headers[DROPPED_HEADER] !== undefined)
      throw new TypeError('Failed to fetch', {
        cause: new Error('connection dropped by a mock scenario'),
      });
    const answered = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (Array.isArray(value)) for (const v of value) answered.append(key, v);
      else if (value !== undefined) answered.set(key, String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304 || request.method === 'HEAD';
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      statusText: res.statusMessage,
      headers: answered,
    });
  };
  const mockFetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> =>
    abortable(
      answer(input, init).catch((error: unknown) => Promise.reject(asFetchFailure(error))),
      init?.signal ?? (input instanceof Request ? input.signal : undefined),
    );
  return Object.assign(mockFetch, { app, session, close: () => app.close() });
}
