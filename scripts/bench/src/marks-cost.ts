/**
 * `pnpm --filter @trini/bench marks-cost [path…]`: what the bench's own mark script costs the page
 * it measures. Loads each path (default `/ /category/1 /productdetails/1001`) on the phone profile
 * `MARKS_RUNS` times (default 5) with each of the two mark scripts in turn, in one run over the
 * bench's own stack (API_PORT/WEB_PORT, default 3207/4379): MARKS_SCRIPT (the first control
 * reported by an IntersectionObserver) and PER_FRAME_MARKS_SCRIPT (looked for once per frame,
 * which forces a style and layout pass per frame, the bench's former way). Prints
 * each script's medians, ms from the navigation's start: first control, hydrated, dead window.
 */
import { MARKS_SCRIPT, PER_FRAME_MARKS_SCRIPT, measureDeadWindows } from './first-taps.js';
import type { DeadWindow } from './first-taps.js';
import { startStack } from './servers.js';
import { median } from './stats.js';

const paths = process.argv.slice(2);
const runs = Number(process.env.MARKS_RUNS ?? 5);
const scripts = [
  { name: 'observer (now)', script: MARKS_SCRIPT },
  { name: 'per frame (before)', script: PER_FRAME_MARKS_SCRIPT },
];
const stack = await startStack(
  Number(process.env.API_PORT ?? 3207),
  Number(process.env.WEB_PORT ?? 4379),
);
const results = new Map<string, DeadWindow[]>();
try {
  for (let i = 0; i < runs; i++)
    for (const path of paths.length ? paths : ['/', '/category/1', '/productdetails/1001'])
      for (const { name, script } of scripts) {
        const [one] = await measureDeadWindows(stack.web.url, [{ page: path, path }], 1, script);
        const key = `${path}\t${name}`;
        if (one) results.set(key, [...(results.get(key) ?? []), one]);
      }
} finally {
  await Promise.all([stack.api.stop(), stack.web.stop()]);
}
console.log(`| path | mark script | first control ms | hydrated ms | dead window ms | runs |`);
console.log(`|---|---|---|---|---|---|`);
for (const [key, rows] of results) {
  const [path, name] = key.split('\t');
  const windows = rows.map((r) => r.deadWindowMs);
  console.log(
    `| ${path} | ${name} | ${median(rows.map((r) => r.firstControlMs))} | ${median(rows.map((r) => r.hydratedMs))} | ${median(windows)} | ${windows.join('/')} |`,
  );
}
