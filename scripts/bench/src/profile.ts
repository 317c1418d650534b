/**
 * `pnpm --filter @trini/bench profile <path>`: where a page's main-thread time goes on the phone
 * profile of `pnpm bench` (the mid-tier phone's CPU, 150 ms round trip, 200 KB/s), from navigation until
 * PROFILE_SETTLE_MS (default 3,000) after hydration, from V8's sampling profiler (0.1 ms). Prints,
 * in ms at 4×: the time per script; each busy stretch over 50 ms (no idle sample between: one or
 * more tasks back to back) with its top functions and the components (functions named with a
 * capital) it was in; and the functions with the most self time. `(program)` is the browser's own
 * work (parsing, style, layout, paint); the harness's mark script (first-taps.ts) shows as
 * anonymous functions of no file, not the page's. Build the storefront with `vite build --minify false` first to read names.
 * Env: PROFILE_COOKIE (a `Cookie` header for the page, e.g. the cart cookie), PROFILE_SETTLE_MS,
 * API_PORT/WEB_PORT (default 3205/4377).
 */
import { chromiumFlags, chromiumPath } from '@trini/chromium';
import { chromium } from 'playwright-core';
import { cookiesFor } from './cookies.js';
import { MARKS_SCRIPT, bothMarks, phonePage } from './first-taps.js';
import { startStack } from './servers.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** A V8 CPU profile (`Profiler.stop`): the call tree, and each sample's node and time step (µs). */
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A stretch of samples with no idle one between: its start and length (ms), where it went. */
interface Stretch {
  start: number;
  ms: number;
  self: Map<string, number>;
  components: Map<string, number>;
}

const add = (m: Map<string, number>, key: string, ms: number) => m.set(key, (m.get(key) ?? 0) + ms);
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
const fmt = (m: Map<string, number>, n: number) =>
  top(m, n)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(', ');
const file = (url: string) => url.split('/').pop() || '(browser)';

/** Self time per script and per function, and the busy stretches over 50 ms, of `profile`. */
function analyse(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const perScript = new Map<string, number>();
  const perFunction = new Map<string, number>();
  const stretches: Stretch[] = [];
  let at = 0;
  let current: Stretch | null = null;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += ms;
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') {
      if (current && current.ms > 50) stretches.push(current);
      current = null;
      return;
    }
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const name = functionName || '(anonymous)';
    add(perScript, file(url), ms);
    add(perFunction, `${name} ${file(url)}:${lineNumber + 1}:${columnNumber + 1}`, ms);
    current ??= { start: at, ms: 0, self: new Map(), components: new Map() };
    current.ms = at - current.start;
    add(current.self, `${name} ${url ? file(url) : ''}`.trim(), ms);
    for (let n: ProfileNode | undefined = node; n; n = byId.get(parent.get(n.id) ?? -1))
      if (/^[A-Z]/.test(n.callFrame.functionName)) {
        add(current.components, n.callFrame.functionName, ms);
        break;
      }
  });
  return { perScript, perFunction, stretches };
}

const path = process.argv[2] ?? '/';
const settle = Number(process.env.PROFILE_SETTLE_MS ?? 3000);
const stack = await startStack(
  Number(process.env.API_PORT ?? 3205),
  Number(process.env.WEB_PORT ?? 4377),
);
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
try {
  const page = await phonePage(browser, stack.web.url);
  if (process.env.PROFILE_COOKIE)
    await page.context().addCookies(cookiesFor(process.env.PROFILE_COOKIE, stack.web.url));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.addInitScript(MARKS_SCRIPT);
  await page.goto(path, { waitUntil: 'commit' });
  await bothMarks(page);
  await page.waitForTimeout(settle);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const { perScript, perFunction, stretches } = analyse(profile);
  console.log(`\n${path}: self time per script (ms at 4× CPU)`);
  for (const [k, v] of top(perScript, 12)) console.log(`${v.toFixed(0).padStart(7)}  ${k}`);
  console.log(`\nbusy stretches over 50 ms (start and length, ms from the profile's start)`);
  for (const s of stretches) {
    console.log(
      `${s.start.toFixed(0).padStart(6)} ${s.ms.toFixed(0).padStart(5)}  ${fmt(s.self, 5)}`,
    );
    if (s.components.size) console.log(`              in: ${fmt(s.components, 5)}`);
  }
  console.log(`\nfunctions by self time`);
  for (const [k, v] of top(perFunction, 30)) console.log(`${v.toFixed(1).padStart(7)}  ${k}`);
} finally {
  await browser.close();
  await Promise.all([stack.api.stop(), stack.web.stop()]);
}
