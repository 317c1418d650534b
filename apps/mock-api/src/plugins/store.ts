import fp from 'fastify-plugin';
import type { SeedData } from '../seed/types.js';
import { createState } from '../state/mock-state.js';
import type { MockState } from '../state/mock-state.js';
import { servedData, type ServedData } from '../snapshot/served-data.js';
import type { JournalEntry } from './journal.js';
import type { Scenario } from './scenarios.js';
import { DEFAULT_SESSION, SESSION_HEADER } from '../lib/session.js';

/** One isolated mock session: its state, the data it serves, request journal and forced scenarios. */
export interface MockSession {
  id: string;
  state: MockState;
  /** The data it starts from and a reset restores: the app's, or a snapshot sent to it alone. */
  data: ServedData;
  journal: JournalEntry[];
  scenarios: Scenario[];
}

export { DEFAULT_SESSION, SESSION_HEADER } from '../lib/session.js';

/**
 * Most snapshots sent to sessions (`POST /__mock/data`) held at once, distinct by content; sessions
 * serving a snapshot dropped beyond it go back to the app's data.
 */
export const MAX_SENT_SNAPSHOTS = 8;

/**
 * Sessions keyed by id, created from the app's data (the seed, or a snapshot instead of or on top
 * of it) on first use, least recently used dropped.
 */
export class SessionStore {
  private readonly sessions = new Map<string, MockSession>();
  private data: ServedData | undefined;
  /** Snapshots sent to sessions, by content key, least recently sent first. */
  private readonly sent = new Map<string, ServedData>();
  /** Told of every session whose state a request may have changed (see `changed`). */
  private readonly listeners: ((session: MockSession) => void)[] = [];

  /** @param appData the data every session starts from (default: seed `seedNo` alone) */
  constructor(
    private readonly seedNo: number,
    private readonly maxSessions: number,
    appData?: ServedData,
  ) {
    this.data = appData;
  }

  /** The data every session starts from unless it was sent its own (built once per store). */
  appData(): ServedData {
    this.data ??= servedData(this.seedNo);
    return this.data;
  }

  /** The app's data as the seed's shape (customers and their seeded past purchases included). */
  baseSeed(): SeedData {
    return this.appData().base;
  }

  /** The session `id`, created from the seed when new. */
  get(id: string): MockSession {
    let session = this.sessions.get(id);
    if (session) {
      if (id !== DEFAULT_SESSION && this.sessions.size > 1) {
        this.sessions.delete(id);
        this.sessions.set(id, session);
      }
      return session;
    }
    const data = this.appData();
    session = { id, state: createState(data.base), data, journal: [], scenarios: [] };
    this.sessions.set(id, session);
    this.evict();
    return session;
  }

  /**
   * Calls `listener` with each session `changed` reports from now on (the state file's writer
   * listens, to save the default session).
   */
  onChange(listener: (session: MockSession) => void): void {
    this.listeners.push(listener);
  }

  /** Reports that a request may have changed `session`'s state (see `onChange`). */
  changed(session: MockSession): void {
    for (const listener of this.listeners) listener(session);
  }

  /** Every live session, least recently used first (reading them does not touch their order). */
  list(): MockSession[] {
    return [...this.sessions.values()];
  }

  /** Restores session `id` to the data it serves: state, journal and scenarios. */
  reset(id: string): MockSession {
    const session = this.get(id);
    session.state = createState(session.data.base);
    session.journal.length = 0;
    session.scenarios.length = 0;
    return session;
  }

  /**
   * Makes session `id` serve `data` (a snapshot sent to it alone), or the app's data again with
   * null; its state starts over from it, its journal and scenarios stay.
   */
  serve(id: string, data: ServedData | null): MockSession {
    const session = this.get(id);
    session.data = data ?? this.appData();
    session.state = createState(session.data.base);
    return session;
  }

  /**
   * Makes session `id` serve a snapshot sent to it (see `serve`), built by `build` unless one with
   * the same content `key` is held already (then shared). Holds at most MAX_SENT_SNAPSHOTS: the
   * least recently sent one is dropped, and the sessions serving it go back to the app's data.
   */
  serveSent(id: string, key: string, build: () => ServedData): MockSession {
    const data = this.sent.get(key) ?? build();
    this.sent.delete(key);
    this.sent.set(key, data);
    for (const [oldKey, old] of this.sent) {
      if (this.sent.size <= MAX_SENT_SNAPSHOTS) break;
      this.sent.delete(oldKey);
      for (const session of this.sessions.values())
        if (session.data === old) this.serve(session.id, null);
    }
    return this.serve(id, data);
  }

  private evict(): void {
    for (const key of this.sessions.keys()) {
      if (this.sessions.size <= this.maxSessions) break;
      if (key !== DEFAULT_SESSION) this.sessions.delete(key);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** All mock sessions. */
    sessions: SessionStore;
  }
  interface FastifyRequest {
    /** The session selected by the x-mock-session header (default session without it). */
    mock: MockSession;
  }
}

/** Options of the store plugin. */
export interface StorePluginOptions {
  seed: number;
  maxSessions: number;
  /**
   * Sessions chosen by the `x-mock-session` header (the test controls, `Settings.mockControls`).
   * `false`: the header is ignored and every request uses the default session, so no client can
   * make the mock keep another copy of its data.
   */
  sessions: boolean;
  /** What every session serves (default: seed `seed` alone); see servedData. */
  data?: ServedData;
}

const SESSION_ID = /^[\w.:-]{1,100}$/;

/** Methods that never change a session's state (what they read may expire card payments: see payment-expiry.ts). */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Decorates the app with `sessions` and every request with `mock` (its session), chosen by the
 * `x-mock-session` header with `sessions` on (an invalid header value answers 400); with it off,
 * the default session whatever the header. Once answered, a request of any other method than GET,
 * HEAD or OPTIONS reports its session as changed (`SessionStore.changed`).
 */
export const storePlugin = fp<StorePluginOptions>(
  async (app, opts) => {
    const store = new SessionStore(opts.seed, opts.maxSessions, opts.data);
    store.get(DEFAULT_SESSION);
    app.decorate('sessions', store);
    app.decorateRequest('mock', null as unknown as MockSession);
    app.addHook('onRequest', async (request, reply) => {
      if (!opts.sessions) {
        request.mock = store.get(DEFAULT_SESSION);
        return;
      }
      const header = request.headers[SESSION_HEADER];
      const id = typeof header === 'string' && header !== '' ? header : DEFAULT_SESSION;
      if (!SESSION_ID.test(id)) {
        request.mock = store.get(DEFAULT_SESSION);
        return reply
          .code(400)
          .send({ msg: `Invalid ${SESSION_HEADER} header.`, fields: [SESSION_HEADER] });
      }
      request.mock = store.get(id);
    });
    app.addHook('onResponse', async (request) => {
      if (request.mock && !READ_METHODS.has(request.method)) store.changed(request.mock);
    });
  },
  { name: 'store' },
);
