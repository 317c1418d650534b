import { expect, test } from '../fixtures/lb-test';
import { failed, loadRun } from '../fixtures/load-run';
import type { LoadRequest } from '../fixtures/load-run';
import { FIXTURE } from '../fixtures/shop';

/** A promise and the function that resolves it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Waits for `event`; throws `what` when it has not come within `ms` (a ceiling, never a pace). */
async function within(event: Promise<void>, ms: number, what: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} within ${ms / 1000} s`)), ms);
  });
  try {
    await Promise.race([event, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A rolling restart behind nginx (the `lb` project): one copy gets SIGTERM in the middle
 * of a load run and no request fails. The copy stops accepting connections (nginx passes those
 * requests to the other copy), answers what comes on its open connections and finishes the
 * requests in flight (apps/storefront/server/shutdown/connection-drain.ts), then exits 0; started
 * again, nginx sends it requests again.
 */
test.describe('draining a copy behind nginx', () => {
  test('SIGTERM to one copy in the middle of a load run: no request fails, the requests in flight finish, and the copy exits 0', async ({
    lb,
    mock,
    mockSession,
  }, testInfo) => {
    // The API answers the city list after 400 ms in this session: there are always requests in
    // flight on the copy when it gets SIGTERM.
    await mock.addScenario({ path: '/api/Trini/GetCityList', latencyMs: 400 });
    const session = { 'x-mock-session': mockSession };
    const requests: LoadRequest[] = [
      { name: 'cached page', path: `/productdetails/${FIXTURE.plain}` },
      {
        name: 'rendered page (cart cookie)',
        path: '/',
        headers: { ...session, cookie: `trini_cart=${FIXTURE.plain}:1` },
      },
      { name: 'slow API call', path: '/api/Trini/GetCityList', headers: session },
      {
        name: 'API POST',
        path: '/api/shop/validatecoupon',
        method: 'POST',
        headers: { ...session, 'content-type': 'application/json' },
        body: JSON.stringify({ CouponCode: 'SAVE10' }),
      },
    ];
    const [copyA, copyB] = lb.upstreams;
    // Events, not times: SIGTERM goes once each copy has answered a request of the run (on a busy
    // machine the first answers take seconds), and the run ends once every loop has had two
    // answers to requests sent after the copy exited. The ceilings are for a busy 2-core machine.
    test.setTimeout(180_000);
    const concurrency = 12;
    const answeredBy = new Set<string>();
    let exitedAt = Infinity;
    let answeredAfterExit = 0;
    const bothHaveAnswered = signal();
    const enoughAfterExit = signal();
    const run = loadRun({
      origin: lb.origin,
      requests,
      concurrency,
      until: enoughAfterExit.promise,
      onResult: (r) => {
        answeredBy.add(r.servedBy);
        if (answeredBy.has(copyA) && answeredBy.has(copyB)) bothHaveAnswered.resolve();
        if (r.sentAt > exitedAt && ++answeredAfterExit >= 2 * concurrency)
          enoughAfterExit.resolve();
      },
    });
    // However the test ends, the run's loops stop.
    let sigtermAt = 0;
    let exitCode: number | null | undefined;
    try {
      await within(bothHaveAnswered.promise, 60_000, 'both copies had not answered a request');
      sigtermAt = Date.now();
      exitCode = await lb.copy(1).stop();
      exitedAt = Date.now();
      await within(enoughAfterExit.promise, 60_000, 'the run had not gone on after the exit');
    } finally {
      enoughAfterExit.resolve();
    }
    const results = await run;

    const failures = results.filter(failed);
    const inFlight = results.filter(
      (r) => r.servedBy === copyB && r.sentAt < sigtermAt && r.answeredAt > sigtermAt,
    );
    const passedOn = results.filter((r) => r.servedBy.includes(', '));
    // How nginx's shared cache answered the guests' page (the other requests carry a session).
    const guestPage: Record<string, number> = {};
    for (const r of results.filter((x) => x.name === 'cached page'))
      guestPage[r.cacheStatus] = (guestPage[r.cacheStatus] ?? 0) + 1;
    const figures = `${results.length} requests sent through nginx, ${failures.length} failed; the guest page's ${JSON.stringify(guestPage)}; ${inFlight.length} were in flight on the stopped copy at SIGTERM; ${passedOn.length} were passed to the other copy; it exited ${exitCode} ${exitedAt - sigtermAt} ms after SIGTERM`;
    testInfo.annotations.push({ type: 'drain', description: figures });
    console.log(`drain: ${figures}`);

    try {
      expect(failures, figures).toEqual([]);
      // Every shopper's POST answered by a copy (nginx never passes a POST on once sent).
      const posts = results.filter((r) => r.name === 'API POST');
      expect(posts.length, 'POSTs sent').toBeGreaterThan(0);
      expect(posts.filter((r) => r.status !== 200)).toEqual([]);
      expect(results.length, 'requests sent').toBeGreaterThan(2 * concurrency);
      const before = results.filter((r) => r.answeredAt <= sigtermAt);
      expect(before.some((r) => r.servedBy === copyA)).toBe(true);
      expect(before.some((r) => r.servedBy === copyB)).toBe(true);
      expect(inFlight.length, 'requests in flight on the copy at SIGTERM').toBeGreaterThan(0);
      expect(exitCode).toBe(0);
      expect(exitedAt - sigtermAt).toBeLessThan(10_000);
      // Once it has gone, the other copy answers everything that reaches a copy (nginx's shared
      // cache answers most guest page requests itself: those name no copy).
      for (const r of results.filter((x) => x.sentAt > exitedAt && x.servedBy !== ''))
        expect(r.servedBy.endsWith(copyA), `${r.name} served by ${r.servedBy}`).toBe(true);

      // Started again, it gets requests again (nginx tries it once its fail_timeout has passed). A
      // container comes back at a new address on compose's network, which nginx learns by
      // resolving its name again (every 5 s): the copy's address is read again. The ceiling is for
      // a busy machine, where the engine's DNS and nginx's next lookup can take several rounds.
      await lb.restart(1);
      const restarted = lb.upstreams[1];
      // Each look is given up after 10 s, so one request nginx sends to the copy's old address
      // (it gives up on that after its proxy_connect_timeout, 2 s) never takes the whole wait.
      const servedBy = async () => {
        const health = await fetch(`${lb.origin}/health`, { signal: AbortSignal.timeout(10_000) });
        return health.headers.get('x-served-by');
      };
      await expect
        .poll(() => servedBy().catch((error: unknown) => String(error)), { timeout: 60_000 })
        .toBe(restarted);
    } finally {
      // nginx's logs from the whole test, the restart included: where each request went, and
      // what its resolver learnt (a name it could not resolve is an error line).
      await testInfo.attach('nginx-access.log', {
        body: lb.accessLog(),
        contentType: 'text/plain',
      });
      await testInfo.attach('nginx-error.log', { body: lb.errorLog(), contentType: 'text/plain' });
      // Each copy's own log: why a copy answered an error (an API call past its time limit).
      for (const i of [0, 1] as const)
        await testInfo.attach(`copy-${i + 1}.log`, {
          body: lb.copy(i).output(),
          contentType: 'text/plain',
        });
    }
  });
});
