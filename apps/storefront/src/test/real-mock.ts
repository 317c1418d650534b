import { randomUUID } from 'node:crypto';
import { SESSION_HEADER, createMockFetch } from '@trini/mock-api';
import type { JournalEntry, JournalFilter, MockFetch, MockScenario } from '@trini/mock-api';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

/**
 * The two ways an API call fails that a page must survive, for `it.each`: the server
 * answers 500, or the connection drops after the headers (the page's fetch rejects). Spread each
 * scenario into `mock.scenario({ path, ...failure })`.
 */
export const CALL_FAILURES: [string, Omit<MockScenario, 'path'>][] = [
  ['answers 500', { status: 500 }],
  ['drops the connection', { fault: 'reset-after-headers' }],
];

/** How `call` and `lookup` send a request: method (POST when a body is given), JSON body, token. */
export interface CallInit {
  method?: string;
  body?: unknown;
  /** A customer token, sent as `Authorization: Bearer <token>`. */
  token?: string;
}

/** The real mock API of one test file, each test in a fresh session of its own. */
export interface RealMock {
  /** The current test's mock session (its `x-mock-session`). */
  readonly session: string;
  /**
   * Forces an answer in this test's session (`POST /__mock/scenarios`): a status with a body, a
   * latency or a fault, for the next `times` matching calls (default: until the test ends). Through
   * the in-process fetch a dropped connection (`dropConnection`) never answers: use
   * `fault: 'reset-after-headers'` for a failed transport (the page's fetch rejects).
   */
  scenario: (scenario: MockScenario) => Promise<void>;
  /**
   * The requests made in this test's session, in the order they were answered
   * (`GET /__mock/requests`), once every request the page has in flight is answered. Credentials
   * are redacted (`Authorization: Bearer [redacted]`, password/token/hash-like keys '[redacted]').
   */
  journal: (filter?: JournalFilter) => Promise<JournalEntry[]>;
  /** The JSON body of the newest request to `path` (any method); fails when there is none. */
  sentBody: <T = Record<string, unknown>>(path: string) => Promise<T>;
  /**
   * Calls the mock in this test's session, as the page would (it enters the journal): the
   * answer's JSON; fails on a status other than 2xx.
   */
  call: <T = unknown>(path: string, init?: CallInit) => Promise<T>;
  /** Like `call`, but answers the Response whatever its status (e.g. a redirect). */
  request: (path: string, init?: CallInit) => Promise<Response>;
  /**
   * Reads the seeded data, in a session of its own (so this test's journal and state stay as the
   * page left them): e.g. a product's name and price, to assert on the page what the mock answers.
   */
  lookup: <T = unknown>(path: string, init?: CallInit) => Promise<T>;
  /** A real, signed token of a seeded customer (default Kavita Ramdial, 7000001 / password1). */
  login: (mobile?: string, password?: string) => Promise<string>;
}

/**
 * Node's own Uint8Array, the one Buffer and TextEncoder make. Vitest's jsdom environment puts
 * jsdom's Uint8Array (another realm's) on the global, so inside the mock `instanceof Uint8Array`
 * fails for Node's bytes: jose then refuses its HS256 key ("Received an instance of Uint8Array")
 * and every login, registration and token check answers 500. `setupRealMock` puts Node's back for
 * its file (as Vitest's own node environment does).
 */
const NODE_UINT8ARRAY = (Object.getPrototypeOf(Buffer.prototype) as Uint8Array)
  .constructor as Uint8ArrayConstructor;

/**
 * Stubs the global `fetch` of every test of the calling file with the seeded mock API answered in
 * this process (`createMockFetch` from `@trini/mock-api`: the real routes, contracts and seed, no
 * port), each test in a fresh mock session, so tests never see each other's orders, scenarios or
 * journal. One mock app per file (built in beforeAll, closed in afterAll). Call at the top of a
 * test file; read what the storefront sent with `journal`/`sentBody`, force the answers the seed
 * cannot give (a 500, a malformed or drifted answer, a failed transport) with `scenario`.
 */
export function setupRealMock(): RealMock {
  let mock: MockFetch | undefined;
  let session = '';
  const lookupSession = `storefront-lookup-${randomUUID()}`;
  /** The page's requests not answered yet (the journal holds a request once answered). */
  const inFlight = new Set<Promise<unknown>>();
  const app = () => {
    if (!mock) throw new Error('setupRealMock: the mock is not started (call it at the top level)');
    return mock;
  };

  /** The global fetch of a test: every request in the test's session. */
  const sessionFetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? new Request(input, init) : undefined;
    let answer: Promise<Response>;
    if (request) {
      request.headers.set(SESSION_HEADER, session);
      answer = app()(request);
    } else {
      const headers = new Headers(init?.headers);
      headers.set(SESSION_HEADER, session);
      answer = app()(input, { ...init, headers });
    }
    const settled = answer.catch(() => undefined);
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    // createMockFetch rejects like the browser's fetch: TypeError, or AbortError on abort.
    return answer;
  };

  const send = (path: string, init: CallInit, inSession: string): Promise<Response> => {
    const headers: Record<string, string> = { [SESSION_HEADER]: inSession };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    return app()(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  };
  const json = async <T>(path: string, init: CallInit, inSession: string): Promise<T> => {
    const res = await send(path, init, inSession);
    const text = await res.text();
    if (!res.ok) throw new Error(`mock ${path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };

  const journal = async (filter: JournalFilter = {}) => {
    while (inFlight.size > 0) await Promise.all(inFlight);
    const query = new URLSearchParams(filter as Record<string, string>).toString();
    const answer = await json<{ requests: JournalEntry[] }>(
      `/__mock/requests${query ? `?${query}` : ''}`,
      {},
      session,
    );
    return answer.requests;
  };

  const pageUint8Array = globalThis.Uint8Array;
  beforeAll(async () => {
    globalThis.Uint8Array = NODE_UINT8ARRAY;
    mock = await createMockFetch();
  });
  afterAll(async () => {
    await mock?.close();
    mock = undefined;
    globalThis.Uint8Array = pageUint8Array;
  });
  beforeEach(() => {
    session = `storefront-${randomUUID()}`;
    vi.stubGlobal('fetch', sessionFetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  return {
    get session() {
      return session;
    },
    scenario: async (scenario) => {
      await json('/__mock/scenarios', { body: scenario }, session);
    },
    journal,
    sentBody: async <T>(path: string) => {
      const entry = (await journal({ path })).at(-1);
      if (!entry) throw new Error(`no request to ${path} was made`);
      return entry.body as T;
    },
    call: (path, init = {}) => json(path, init, session),
    request: (path, init = {}) => send(path, init, session),
    lookup: (path, init = {}) => json(path, init, lookupSession),
    login: async (mobile = '7000001', password = 'password1') => {
      const answer = await json<{ Token: string }>(
        '/api/Auth/CLogin',
        { body: { Mobile: mobile, Password: password } },
        lookupSession,
      );
      return answer.Token;
    },
  };
}
