/**
 * `pnpm test` and `pnpm test:quick` (the root scripts run this file with Node 24): runs the steps
 * of test-plan.ts in order, stopping at the first that fails, then prints how long each took
 * (each turbo task's own time from its run summary, `.turbo/runs/*.json`) and exits with the
 * failed step's code, or 0.
 * Usage: `pnpm test`, `pnpm test -- <package|folder|journey>… [Playwright options]`,
 * `pnpm test:quick` (this file with `--quick`; TURBO_SCM_BASE sets what it compares with, as for
 * turbo's `--affected`). `TEST_CPU_HOG=<n>` runs n processes that each keep a core busy beside the
 * whole run (cpu-hog.ts): the suite on a busy machine, on purpose.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { CPU_HOG_VARIABLE, cpuHogCount, startCpuHogs } from './cpu-hog.ts';
import { ROOT } from './stack.ts';
import {
  TestFilterError,
  changedPackageNames,
  changedPackagesCommand,
  quickBase,
  quickPlan,
  stageTable,
  testPlan,
  turboTaskRows,
} from './test-plan.ts';
import type { StageRow, TestStep, TurboRunSummary, Workspace } from './test-plan.ts';

/** Where turbo writes its run summaries (`--summarize`). */
const RUNS = join(ROOT, '.turbo', 'runs');

/** The checkout as test-plan.ts sees it: package folders and the journeys' spec files. */
function workspace(): Workspace {
  const tests = join(ROOT, 'e2e', 'tests');
  return {
    packageFolderOf(path) {
      let folder = resolve(ROOT, path);
      if (!existsSync(folder)) return undefined;
      if (!statSync(folder).isDirectory()) folder = dirname(folder);
      while (folder.startsWith(`${ROOT}/`)) {
        if (existsSync(join(folder, 'package.json'))) return relative(ROOT, folder);
        folder = dirname(folder);
      }
      return undefined;
    },
    specFiles: readdirSync(tests)
      .filter((name) => name.endsWith('.spec.ts'))
      .map((name) => `e2e/tests/${name}`),
  };
}

/** Where HEAD left the main branch (`git merge-base main HEAD`), or undefined without main. */
function mainMergeBase(): string | undefined {
  const answer = spawnSync('git', ['merge-base', 'main', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return answer.status === 0 ? answer.stdout.trim() || undefined : undefined;
}

/** The packages changed since `base`, as turbo sees them (uncommitted changes included). */
function changedPackages(base: string): string[] {
  const turbo = join(ROOT, 'node_modules', '.bin', 'turbo');
  const answer = spawnSync(turbo, changedPackagesCommand(base), {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (answer.status !== 0) {
    console.error(answer.stderr.trim());
    console.error(`turbo ls could not list the packages changed since ${base}.`);
    return process.exit(answer.status ?? 1);
  }
  return changedPackageNames(answer.stdout);
}

/** The run summaries turbo has written so far. */
function runSummaries(): Set<string> {
  return new Set(existsSync(RUNS) ? readdirSync(RUNS) : []);
}

/**
 * The tasks of the run summary a turbo step wrote: of the files new since `before`, the last
 * written (a test that runs `pnpm test` itself adds the summaries of its own turbo runs, which
 * end before the step's).
 */
function newSummaryRows(before: Set<string>): StageRow[] {
  const added = [...runSummaries()]
    .filter((name) => !before.has(name))
    .map((name) => ({ name, written: statSync(join(RUNS, name)).mtimeMs }))
    .sort((a, b) => b.written - a.written);
  const last = added[0];
  if (!last) return [];
  try {
    return turboTaskRows(
      JSON.parse(readFileSync(join(RUNS, last.name), 'utf8')) as TurboRunSummary,
    );
  } catch {
    return [];
  }
}

/** The child running now, which SIGTERM is passed on to. */
let current: ChildProcess | undefined;

/** Runs one step with the terminal attached; resolves with its exit code. */
function run(step: TestStep): Promise<number> {
  const bin = join(ROOT, 'node_modules', '.bin');
  const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };
  const shown = step.args.map((arg) => (/[\s'"]/.test(arg) ? `'${arg}'` : arg));
  console.log(`\n> ${[step.command, ...shown].join(' ')}`);
  return new Promise((done) => {
    const child = spawn(step.command, step.args, { cwd: ROOT, env, stdio: 'inherit' });
    current = child;
    child.once('error', (error) => {
      console.error(`${step.command}: ${error.message}`);
      done(127);
    });
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

// Ctrl-C reaches the child from the terminal (the same process group): wait for it to stop and
// print the table. A SIGTERM sent to this process alone is passed on.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => {
  current?.kill('SIGTERM');
});

function plan(): TestStep[] {
  const args = process.argv.slice(2);
  if (args[0] === '--quick') {
    const base = quickBase(mainMergeBase(), process.env);
    const changed = changedPackages(base);
    console.log(`Changed since ${base}: ${changed.join(', ') || 'no package'}.`);
    return quickPlan(base, changed);
  }
  try {
    return testPlan(args, workspace(), availableParallelism());
  } catch (error) {
    if (!(error instanceof TestFilterError)) throw error;
    console.error(error.message);
    return process.exit(2);
  }
}

const steps = plan();
let hogCount = 0;
try {
  hogCount = cpuHogCount(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
// A busy machine on purpose (TEST_CPU_HOG): the hogs run from the first step to the table.
const hogs = startCpuHogs(hogCount);
if (hogCount > 0)
  console.log(
    `${hogCount} CPU hog(s) beside this run (${CPU_HOG_VARIABLE}): ${hogs.pids.join(', ')}`,
  );
const started = Date.now();
const rows: StageRow[] = [];
let exitCode = 0;
for (const step of steps) {
  const before = runSummaries();
  const stepStarted = Date.now();
  const code = await run(step);
  rows.push({
    name: step.label,
    ms: Date.now() - stepStarted,
    ...(code === 0 ? {} : { note: `failed (exit ${code})` }),
  });
  if (step.turbo) rows.push(...newSummaryRows(before));
  if (code !== 0) {
    exitCode = code;
    break;
  }
}
hogs.stop();
console.log(`\n${stageTable(rows, Date.now() - started)}`);
if (hogCount > 0) console.log(`  (with ${hogCount} CPU hog(s) beside it, ${CPU_HOG_VARIABLE})`);
process.exit(exitCode);
