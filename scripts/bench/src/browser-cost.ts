/**
 * `pnpm --filter @trini/bench browser-cost`: what one page load costs the machine in the full
 * Chromium (`chromiumPath`, new headless mode) and in Chromium's headless shell
 * (`journeyBrowserPath`), side by side in one run: each round opens the same pages in each
 * browser in turn, every page in a fresh browser context as a journey does, and waits until the
 * page is hydrated and its first link can be read. Prints, per browser, the CPU seconds of all its
 * processes per page load (utime + stime from /proc, its exited children included) and the wall
 * seconds per load, medians over the rounds, and the shell's share of the full browser's.
 * Linux only (/proc). Env: BENCH_PAGES (comma-separated paths, default five pages a journey
 * walks), BENCH_RUNS (rounds, default 3), API_PORT and WEB_PORT (default 3206 and 4378).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { chromiumFlags, chromiumPath, journeyBrowserPath } from '@trini/chromium';
import { chromium } from 'playwright-core';
import { startStack } from './servers.js';
import { median } from './stats.js';

const rounds = Number(process.env.BENCH_RUNS ?? 3);
const paths = process.env.BENCH_PAGES?.split(',').map((p) => p.trim()) ?? [
  '/',
  '/search/Electronics',
  '/productdetails/1003',
  '/cart',
  '/checkout',
];
const browsers = [
  { name: 'full browser', path: chromiumPath },
  { name: 'headless shell', path: journeyBrowserPath },
];
if (chromiumPath === journeyBrowserPath) {
  console.log(`No headless shell here: both are ${chromiumPath}; nothing to compare.`);
  process.exit(0);
}

/** CPU seconds (own and reaped children's) of this process's descendants named chrom*. */
function browserCpuSeconds(): number {
  const parent = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      const pid = Number(entry);
      parent.set(pid, Number(fields[1]));
      if (/chrom|headless/i.test(name))
        cpu.set(
          pid,
          fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0),
        );
    } catch {
      // the process ended while being read
    }
  }
  const descends = (pid: number): boolean => {
    for (let at = parent.get(pid); at !== undefined && at > 1; at = parent.get(at))
      if (at === process.pid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, used] of cpu) if (descends(pid)) ticks += used;
  return ticks / 100;
}

const stack = await startStack(
  Number(process.env.API_PORT ?? 3206),
  Number(process.env.WEB_PORT ?? 4378),
);
const figures = new Map(
  browsers.map(({ name }) => [name, { cpu: [] as number[], wall: [] as number[] }]),
);
try {
  for (let round = 0; round < rounds; round++) {
    for (const { name, path } of browsers) {
      const browser = await chromium.launch({ executablePath: path, args: [...chromiumFlags] });
      const cpuBefore = browserCpuSeconds();
      const startedAt = performance.now();
      for (const pagePath of paths) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await page.goto(stack.web.url + pagePath);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await page.getByRole('link').first().innerText();
        await context.close();
      }
      const wall = (performance.now() - startedAt) / 1000;
      const cpu = browserCpuSeconds() - cpuBefore;
      await browser.close();
      figures.get(name)!.cpu.push(cpu / paths.length);
      figures.get(name)!.wall.push(wall / paths.length);
    }
  }
} finally {
  await Promise.all([stack.api.stop(), stack.web.stop()]);
}

const full = figures.get('full browser')!;
const shell = figures.get('headless shell')!;
console.log(
  `\nOne page load, fresh context, until hydrated (${paths.length} pages × ${rounds} rounds, medians; ${paths.join(' ')})`,
);
console.log('| browser | CPU s per load | wall s per load |');
console.log('|---|---|---|');
for (const [name, { cpu, wall }] of figures)
  console.log(`| ${name} | ${median(cpu).toFixed(2)} | ${median(wall).toFixed(2)} |`);
console.log(
  `| shell ÷ full | ${(median(shell.cpu) / median(full.cpu)).toFixed(2)} | ${(median(shell.wall) / median(full.wall)).toFixed(2)} |`,
);
