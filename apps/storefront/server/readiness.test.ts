import { freePort } from '@trini/server-kit/ports';
import { describe, expect, it } from 'vitest';
import { apiReachability } from './readiness.ts';
import {
  buildTestServer,
  fakeClientBuild,
  startHangingApi,
  startMockApi,
} from './test/test-stack.ts';

/** An origin nothing listens on: a port the system picks as free, let go again. */
async function closedOrigin(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

describe('/ready: readiness follows the API, /health stays liveness', () => {
  it('answers 200 while the API answers, 503 once it cannot be reached, while /health stays 200', async () => {
    const api = await startMockApi();
    const client = fakeClientBuild();
    const up = await buildTestServer(api.origin, client.dir);
    const ready = await up.inject({ url: '/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers['cache-control']).toBe('no-store');
    await up.close();
    await api.close();

    const down = await buildTestServer(await closedOrigin(), client.dir);
    const refused = await down.inject({ url: '/ready' });
    expect([refused.statusCode, refused.json()]).toEqual([503, { status: 'api unreachable' }]);
    expect((await down.inject({ url: '/health' })).statusCode).toBe(200);
    await down.close();
  });

  it('an API that never answers is unreachable within the check’s time limit', async () => {
    const hanging = await startHangingApi();
    try {
      const reachable = apiReachability(hanging.origin, { timeoutMs: 200 });
      expect(await reachable()).toBe(false);
    } finally {
      await hanging.close();
    }
  });

  it('one look at a time, its verdict kept for the time to live: probes never pile onto the API', async () => {
    let ms = 0;
    let looks = 0;
    const realFetch = globalThis.fetch;
    globalThis.fetch = async () => {
      looks += 1;
      return new Response('{}', { status: 200 });
    };
    try {
      const reachable = apiReachability('http://api.test', { ttlMs: 2_000, now: () => ms });
      expect(await Promise.all(Array.from({ length: 20 }, () => reachable()))).toEqual(
        Array(20).fill(true),
      );
      expect(looks).toBe(1);
      ms = 1_999;
      await reachable();
      expect(looks).toBe(1);
      ms = 2_000;
      await reachable();
      expect(looks).toBe(2);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('a 5xx from a gateway in front of the API is unreachable; a 404 is an API that answers', async () => {
    const realFetch = globalThis.fetch;
    for (const [status, expected] of [
      [502, false],
      [503, false],
      [404, true],
    ] as const) {
      globalThis.fetch = async () => new Response('', { status });
      try {
        expect(await apiReachability('http://api.test')(), String(status)).toBe(expected);
      } finally {
        globalThis.fetch = realFetch;
      }
    }
  });
});
