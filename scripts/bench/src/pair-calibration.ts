/**
 * `pnpm --filter @trini/bench pair-calibration`: what the phone LCP ratio's pairs read when the
 * snapshot's load takes the served load's benchmark index instead of measuring its own
 * (docs/decisions/pair-calibration.md). For three pages, ROUNDS rounds (default 5) of three pairs,
 * one per variant, each pair the served page (calibrated in the page, as the bench does) then its
 * no-JavaScript snapshot: `own` measures the snapshot's index in its page (~1 s of CPU, the
 * bench's way), `shared` takes the served load's, `shared + 1 s` takes it after a 1 s pause (the
 * gap the measurement leaves, without its CPU). Prints each variant's medians: served and snapshot
 * LCP (ms) and the pairs' ratio. Its own stack on API_PORT/WEB_PORT/SNAPSHOT_PORT (default
 * 3211, 4383, 4384).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { chromiumFlags, chromiumPath } from '@trini/chromium';
import { CART_COOKIE, cartCookieFor } from '@trini/domain';
import { chromium } from 'playwright-core';
import { phoneLcpOnce } from './first-taps.js';
import type { BenchPage } from './lighthouse-runs.js';
import { startStack } from './servers.js';
import { captureSnapshots, serveSnapshots } from './snapshots.js';
import { median } from './stats.js';

const VARIANTS = ['own', 'shared', 'shared + 1 s'] as const;
const rounds = Number(process.env.ROUNDS ?? 5);
const pages: BenchPage[] = [
  { page: 'home', path: '/' },
  { page: 'product', path: '/productdetails/1001' },
  {
    page: 'cart-3-lines',
    path: '/cart?lines=3',
    cookie: `${CART_COOKIE.NAME}=${cartCookieFor([1001, 1002, 1006])}`,
  },
];

const stack = await startStack(
  Number(process.env.API_PORT ?? 3211),
  Number(process.env.WEB_PORT ?? 4383),
);
const snapshots = await serveSnapshots(
  stack.web.url,
  await captureSnapshots(stack.web.url, pages),
  Number(process.env.SNAPSHOT_PORT ?? 4384),
);
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
try {
  console.log('| page | snapshot calibrated | served LCP ms | snapshot LCP ms | ratio |');
  console.log('|---|---|---|---|---|');
  for (const bench of pages) {
    const runs = VARIANTS.map(() => ({ served: [] as number[], snapshot: [] as number[] }));
    for (let round = 0; round < rounds; round++)
      for (const [v, variant] of VARIANTS.entries()) {
        const served = await phoneLcpOnce(browser, stack.web.url, bench);
        if (variant === 'shared + 1 s') await sleep(1000);
        const hostIndex = variant === 'own' ? undefined : served.benchmarkIndex;
        const snapshot = await phoneLcpOnce(browser, snapshots.url, bench, hostIndex);
        runs[v]?.served.push(served.lcpMs);
        runs[v]?.snapshot.push(snapshot.lcpMs);
      }
    for (const [v, variant] of VARIANTS.entries()) {
      const { served = [], snapshot = [] } = runs[v] ?? {};
      const ratio = median(served.map((s, i) => s / (snapshot[i] ?? s)));
      console.log(
        `| ${bench.page} | ${variant} | ${median(served)} | ${median(snapshot)} | ${ratio.toFixed(2)} |`,
      );
    }
  }
} finally {
  await browser.close();
  await snapshots.stop();
  await Promise.all([stack.api.stop(), stack.web.stop()]);
}
