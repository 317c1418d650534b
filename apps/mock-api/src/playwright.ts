import { test as base, expect } from '@playwright/test';
import type {
  APIRequestContext,
  Fixtures as PlaywrightFixtures,
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
} from '@playwright/test';
import type {
  DataAnswer,
  FixtureCounts,
  JournalEntry,
  JournalFilter,
  MockFixtureData,
  MockScenario,
} from './control-types.js';
import { SESSION_HEADER } from './lib/session.js';
import { readSnapshotFolder } from './snapshot/read-snapshot-folder.js';
export type * from './control-types.js';

/** A snapshot folder to serve and how: `replace` (default) the seed's catalogue, or `overlay` it. */
export interface MockDataOption {
  folder: string;
  mode?: 'replace' | 'overlay';
}

/** This test's session of the mock API and what a test does with it. */
export interface MockSession {
  /** The session id every request of the test carries in `x-mock-session`. */
  id: string;
  /** The mock API's base URL these helpers call (the `mockApiURL` option). */
  apiURL: string;
  /** Adds a scenario (forced status, body, latency or fault) to this session. Throws on a 400. */
  addScenario: (scenario: MockScenario) => Promise<void>;
  /** Removes every scenario of this session. */
  clearScenarios: () => Promise<void>;
  /** The requests this session made, oldest first, filtered. */
  requests: (filter?: JournalFilter) => Promise<JournalEntry[]>;
  /** How many requests of this session match the filter. */
  count: (filter?: JournalFilter) => Promise<number>;
  /** Adds products, customers, coupons, shops or cities to this session only. Throws on a 400. */
  addFixtures: (fixtures: MockFixtureData) => Promise<FixtureCounts>;
  /** Restores the seed (or the snapshot the session serves): state, journal and scenarios. */
  reset: () => Promise<void>;
  /**
   * Makes this session serve a snapshot folder (`trini-mock record` or `import-har` wrote it)
   * instead of (`replace`, default) or on top of (`overlay`) the seed, from now on and after a
   * reset. Throws on a bad folder: one line naming the file and the zod path.
   */
  serveData: (folder: string, mode?: 'replace' | 'overlay') => Promise<DataAnswer>;
  /** The data this session serves: `{ mode: 'seed' | 'replace' | 'overlay', folder?, recordedAt?… }`. */
  data: () => Promise<DataAnswer>;
}

/** The fixtures this module adds to a Playwright `test`. */
export interface MockTestFixtures {
  /** This test's session id: `<project>-<testId>-<retry>`, unique across workers and retries. */
  mockSession: string;
  /** Helpers over this test's session. */
  mock: MockSession;
  /**
   * Option: a snapshot folder every page of the test is served from, e.g.
   * `test.use({ mockData: { folder: 'snapshots/shop' } })`; sent to the test's session before the
   * test starts. Default: none (the mock's own data).
   */
  mockData: MockDataOption | undefined;
  /** Sends `mockData` to the session before the test (automatic; nothing without it). */
  mockDataSent: void;
}

/** The worker option: where the mock API listens (default MOCK_API_URL or http://127.0.0.1:3001). */
export interface MockWorkerOptions {
  mockApiURL: string;
}

async function ok(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<unknown> {
  if (response.ok()) return await response.json();
  throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
}

/**
 * Reads a snapshot folder and sends it through `api` (a context carrying the session header) to
 * POST /__mock/data; answers what the session serves then. Throws on a bad folder (one line).
 */
async function sendData(
  api: APIRequestContext,
  folder: string,
  mode: 'replace' | 'overlay',
): Promise<DataAnswer> {
  const snapshot = await readSnapshotFolder(folder);
  const body = await ok(
    await api.post('/__mock/data', { data: { mode, snapshot } }),
    'POST /__mock/data',
  );
  return (body as { data: DataAnswer }).data;
}

const query = (filter: JournalFilter = {}) =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;

/**
 * The fixtures, to extend your own `test` with: `base.extend(mockFixtures)`. Every request of the
 * test's pages and of its `request` fixture carries `x-mock-session`, so each test starts from the
 * seed and never sees another test's cart, orders or scenarios, even with parallel workers. A
 * storefront server in between must forward the header to the mock (the Trini storefront does
 * with MOCK_CONTROLS=1).
 */
export const mockFixtures: PlaywrightFixtures<
  MockTestFixtures,
  MockWorkerOptions,
  PlaywrightTestArgs & PlaywrightTestOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
> = {
  mockApiURL: [
    process.env.MOCK_API_URL ?? 'http://127.0.0.1:3001',
    { option: true, scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- a Playwright fixture names what it uses by destructuring
  mockSession: async ({}, use, testInfo) => {
    await use(`${testInfo.project.name}-${testInfo.testId}-${testInfo.retry}`);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, mockSession }, use) => {
    await use({ ...extraHTTPHeaders, [SESSION_HEADER]: mockSession });
  },
  mockData: [undefined, { option: true }],
  mockDataSent: [
    async ({ playwright, mockApiURL, mockSession, mockData }, use) => {
      if (mockData) {
        const api = await playwright.request.newContext({
          baseURL: mockApiURL,
          extraHTTPHeaders: { [SESSION_HEADER]: mockSession },
        });
        await sendData(api, mockData.folder, mockData.mode ?? 'replace');
        await api.dispose();
      }
      await use();
    },
    { auto: true },
  ],
  mock: async ({ playwright, mockApiURL, mockSession }, use) => {
    const api = await playwright.request.newContext({
      baseURL: mockApiURL,
      extraHTTPHeaders: { [SESSION_HEADER]: mockSession },
    });
    const session: MockSession = {
      id: mockSession,
      apiURL: mockApiURL,
      addScenario: async (scenario) => {
        await ok(await api.post('/__mock/scenarios', { data: scenario }), 'POST /__mock/scenarios');
      },
      clearScenarios: async () => {
        await ok(await api.delete('/__mock/scenarios'), 'DELETE /__mock/scenarios');
      },
      requests: async (filter) => {
        const body = await ok(
          await api.get('/__mock/requests', { params: query(filter) }),
          'GET /__mock/requests',
        );
        return (body as { requests: JournalEntry[] }).requests;
      },
      count: async (filter) => {
        const body = await ok(
          await api.get('/__mock/requests/count', { params: query(filter) }),
          'GET /__mock/requests/count',
        );
        return (body as { count: number }).count;
      },
      addFixtures: async (fixtures) => {
        const body = await ok(
          await api.post('/__mock/fixtures', { data: fixtures }),
          'POST /__mock/fixtures',
        );
        return (body as { added: FixtureCounts }).added;
      },
      reset: async () => {
        await ok(await api.post('/__mock/reset'), 'POST /__mock/reset');
      },
      serveData: (folder, mode = 'replace') => sendData(api, folder, mode),
      data: async () => (await ok(await api.get('/__mock/data'), 'GET /__mock/data')) as DataAnswer,
    };
    await use(session);
    await api.dispose();
  },
};

/**
 * Playwright's `test` with a mock session per test (`mockSession`, `mock`): import it in place of
 * `@playwright/test`'s, or extend your own with `mockFixtures`. Set `use: { mockApiURL }` in the
 * config when the mock does not listen on http://127.0.0.1:3001.
 */
export const test = base.extend<MockTestFixtures, MockWorkerOptions>(mockFixtures);

export { expect, SESSION_HEADER };
