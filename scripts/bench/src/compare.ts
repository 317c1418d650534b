/**
 * `pnpm --filter @trini/bench compare <storefront-dir>[@NAME=value,…] …`: two or more builds of
 * the storefront side by side in one run, so a change is judged by a ratio on the same
 * noisy machine rather than by figures from different days. Each argument is a storefront folder
 * with its build (`apps/storefront` of a checkout, after `pnpm build`; a worktree of an earlier
 * commit for "before"), and after an `@` the server settings to run it with, e.g.
 * `apps/storefront apps/storefront@APP_START=with-page` compares one build's two ways of starting
 * the app. One mock API serves them all; each argument's production server
 * (`node server/main.ts`, page cache off) gets its own port. The builds take turns, `COMPARE_RUNS`
 * rounds (default 3), and each round measures every path (`COMPARE_PATHS`, comma-separated,
 * default `/,/productdetails/1001,/category/1`) on the phone profile (dead window: first control
 * visible → hydrated, as `pnpm bench`; and `phone LCP`, the largest paint the browser reported
 * in those loads) and, with `COMPARE_LIGHTHOUSE=1`, in Lighthouse (LCP and TBT, mobile, DevTools
 * throttling applied to the load). Prints each build's median per path (ms) and each run.
 * Paths starting `/checkout` or `/cart?` carry the bench's three-line cart cookie.
 * Env: COMPARE_RUNS, COMPARE_PATHS, COMPARE_LIGHTHOUSE, API_PORT (default 3301; the builds take
 * WEB_PORT, default 4401, and the next ports).
 */
import { resolve } from 'node:path';
import { CART_COOKIE, cartCookieFor } from '@trini/domain';
import { measureDeadWindows } from './first-taps.js';
import { median } from './stats.js';
import { measurePages } from './lighthouse-runs.js';
import type { BenchPage } from './lighthouse-runs.js';
import { ROOT, start, stopper, waitFor } from './servers.js';

/** One argument: a storefront folder (relative to where pnpm was run, INIT_CWD) and its settings. */
const builds = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('@');
  const dir = at < 0 ? arg : arg.slice(0, at);
  const settings = at < 0 ? [] : arg.slice(at + 1).split(',');
  const env = Object.fromEntries(
    settings.map((s) => {
      const eq = s.indexOf('=');
      if (eq < 1) throw new Error(`compare: '${s}' in '${arg}' is not NAME=value`);
      return [s.slice(0, eq), s.slice(eq + 1)];
    }),
  );
  return { dir: resolve(process.env.INIT_CWD ?? '.', dir), env };
});
if (builds.length < 2) {
  console.error(
    'Usage: pnpm --filter @trini/bench compare <storefront-dir>[@NAME=value,…] <storefront-dir>[@NAME=value,…]…',
  );
  process.exit(1);
}
const runs = Number(process.env.COMPARE_RUNS ?? 3);
const apiPort = Number(process.env.API_PORT ?? 3301);
const webPort = Number(process.env.WEB_PORT ?? 4401);
const withCart = `${CART_COOKIE.NAME}=${cartCookieFor([1001, 1002, 1006])}`;
const pages: BenchPage[] = (process.env.COMPARE_PATHS ?? '/,/productdetails/1001,/category/1')
  .split(',')
  .map((path) => path.trim())
  .map((path) => ({
    page: path,
    path,
    ...(path.startsWith('/checkout') || path.startsWith('/cart?') ? { cookie: withCart } : {}),
  }));

const stops: (() => Promise<void>)[] = [];
function serve(cwd: string, args: string[], env: Record<string, string>): void {
  stops.push(stopper(start(process.execPath, args, { METRICS_PORT: '0', ...env }, cwd)));
}

const api = `http://127.0.0.1:${apiPort}`;
const webs = builds.map((_, i) => `http://127.0.0.1:${webPort + i}`);
/** `<path>|<figure>|<build>` → each run's value. */
const seen = new Map<string, number[]>();
const note = (key: string, value: number) => seen.set(key, [...(seen.get(key) ?? []), value]);

try {
  serve(`${ROOT}/apps/mock-api`, ['--import', 'tsx', 'src/cli.ts', 'start'], {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  builds.forEach(({ dir, env }, i) =>
    serve(dir, ['server/main.ts'], {
      PORT: String(webPort + i),
      API_ORIGIN: api,
      PAGE_CACHE: '0',
      ...env,
    }),
  );
  await waitFor(`${api}/health`);
  for (const web of webs) await waitFor(`${web}/health`);
  for (let run = 0; run < runs; run++)
    for (const [i, web] of webs.entries()) {
      for (const d of await measureDeadWindows(web, pages, 1)) {
        note(`${d.path}|dead window|${i + 1}`, d.deadWindowMs);
        note(`${d.path}|phone LCP|${i + 1}`, d.lcpMs);
      }
      if (process.env.COMPARE_LIGHTHOUSE === '1')
        for (const f of (await measurePages([{ url: web }], pages, 1))[0] ?? []) {
          note(`${f.path}|LCP|${i + 1}`, f.lcpMs);
          note(`${f.path}|TBT|${i + 1}`, f.tbtMs);
        }
    }
} finally {
  await Promise.all(stops.map((stop) => stop()));
}

builds.forEach(({ dir, env }, i) =>
  console.log(
    `build ${i + 1}: ${dir}${Object.keys(env).length ? ` with ${JSON.stringify(env)}` : ''}`,
  ),
);
console.log(`\n| path | figure | build | median ms | runs |\n|---|---|---|---|---|`);
for (const [key, values] of [...seen].sort(([a], [b]) => (a < b ? -1 : 1))) {
  const [path, figure, build] = key.split('|');
  console.log(`| ${path} | ${figure} | ${build} | ${median(values)} | ${values.join('/')} |`);
}
