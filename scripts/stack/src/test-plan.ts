/**
 * What `pnpm test`, `pnpm test -- <filter>…` and `pnpm test:quick` run, as a list of steps
 * (test-runner.ts runs them in order and times them). Pure: the checkout is read through the
 * `Workspace` given, so the unit tests can say which argument goes where.
 *
 * - No arguments: the browser check, then `turbo run test` (every package's unit tests, then
 *   the journeys, which wait for them: e2e/turbo.json), as the root script always did.
 * - A package (`@trini/domain`) or a folder (`apps/storefront`): its unit tests through turbo's
 *   own `--filter`, with the builds they depend on.
 * - A journey (`e2e/tests/cart.spec.ts`, `cart.spec`, `cart.spec.ts:42`), `e2e` or
 *   `@trini/e2e`: turbo builds what the e2e stack needs, then the e2e package's own `test`
 *   script runs Playwright with the journeys as its file filters. Options after the filters
 *   (`--project desktop`, `--grep …`) go to Playwright.
 * - Quick: the build, the test files that import a changed file (Vitest's `--changed`) in each
 *   package changed against a base (turbo's `--filter=[base]`, uncommitted changes included),
 *   then one smoke journey on the desktop project.
 */

/** One command of a test run, run from the repository root unless `cwd` says otherwise. */
export interface TestStep {
  /** What the step is, in the stage table: `browser`, `unit tests`, `e2e build`, `journeys`. */
  label: string;
  /** The program, found on the PATH the root script gets (node_modules/.bin first). */
  command: string;
  args: string[];
  /** A `turbo run … --summarize` step: its tasks' own times go in the stage table too. */
  turbo?: boolean;
}

/** What a plan needs to know of the checkout. */
export interface Workspace {
  /**
   * The workspace package folder holding `path` (relative to the root: `apps/storefront`,
   * `e2e`), or undefined when `path` does not exist or belongs to no package.
   */
  packageFolderOf(path: string): string | undefined;
  /** The journeys' spec files, relative to the root (`e2e/tests/cart.spec.ts`). */
  specFiles: readonly string[];
}

/** How the arguments of `pnpm test -- …` split between turbo and Playwright. */
export interface TestFilters {
  /** turbo `--filter` values for unit tests: package names or `./folder`. */
  packages: string[];
  /** Playwright file filters, relative to e2e/ where they are paths; [] with `allJourneys`. */
  journeys: string[];
  /** Every journey (`e2e`, `@trini/e2e`, or Playwright options alone). */
  allJourneys: boolean;
  /** Arguments from the first option on (`--project desktop`), passed to Playwright. */
  playwrightOptions: string[];
}

/** The e2e package: its `test` script runs the journeys (trini-chromium, trini-nginx, Playwright). */
export const E2E_PACKAGE = '@trini/e2e';

/** The e2e package's folder, relative to the root. */
const E2E_FOLDER = 'e2e';

/**
 * The smoke journey of `pnpm test:quick`: a product page rendered by the server and hydrated, an
 * item added to the cart, a client-side navigation to the cart that shows it (mock API, server
 * rendering, hydration, the cart and the router, in ~10 s).
 */
export const SMOKE_JOURNEY = [
  'tests/server-rendering.spec.ts',
  '--project',
  'desktop',
  '--grep',
  'hydrated in place',
] as const;

/** A filter matching nothing: an Error whose message is the one line to print. */
export class TestFilterError extends Error {}

/** Drops the `--` pnpm passes on literally (`pnpm test -- x` gives the script `-- x`). */
function withoutSeparator(args: readonly string[]): string[] {
  return args[0] === '--' ? args.slice(1) : [...args];
}

/** A path as the user typed it, relative to the root, without `./` or a trailing slash. */
function normalPath(arg: string): string {
  let path = arg;
  while (path.startsWith('./')) path = path.slice(2);
  while (path.endsWith('/')) path = path.slice(0, -1);
  return path || '.';
}

/** `e2e/tests/cart.spec.ts:42` → `tests/cart.spec.ts:42`: Playwright runs from e2e/. */
function journeyFilter(arg: string): string {
  const path = normalPath(arg);
  return path.startsWith(`${E2E_FOLDER}/`) ? path.slice(E2E_FOLDER.length + 1) : path;
}

/** Whether a Playwright filter (a regular expression on the path, maybe `:line`) names a spec. */
function matchesSpec(filter: string, specFiles: readonly string[]): boolean {
  const file = filter.replace(/(:\d+){1,2}$/, '');
  let pattern: RegExp;
  try {
    pattern = new RegExp(file);
  } catch {
    return specFiles.some((spec) => spec.includes(file));
  }
  return specFiles.some((spec) => pattern.test(spec));
}

/**
 * Splits `pnpm test`'s arguments: package names and folders go to turbo's `--filter`, journeys
 * to Playwright, and everything from the first option on to Playwright as options. Throws a
 * TestFilterError for an argument that is no package, folder or journey.
 */
export function testFilters(args: readonly string[], workspace: Workspace): TestFilters {
  const rest = withoutSeparator(args);
  const firstOption = rest.findIndex((arg) => arg.startsWith('-'));
  const names = firstOption === -1 ? rest : rest.slice(0, firstOption);
  const filters: TestFilters = {
    packages: [],
    journeys: [],
    allJourneys: false,
    playwrightOptions: firstOption === -1 ? [] : rest.slice(firstOption),
  };
  for (const arg of names) {
    if (arg.startsWith('@')) {
      if (arg === E2E_PACKAGE) filters.allJourneys = true;
      else filters.packages.push(arg);
      continue;
    }
    const path = normalPath(arg);
    const folder = workspace.packageFolderOf(path);
    if (folder === E2E_FOLDER) {
      if (path === E2E_FOLDER || path === `${E2E_FOLDER}/tests`) filters.allJourneys = true;
      else filters.journeys.push(journeyFilter(path));
    } else if (folder !== undefined) {
      filters.packages.push(`./${folder}`);
    } else if (matchesSpec(journeyFilter(arg), workspace.specFiles)) {
      filters.journeys.push(journeyFilter(arg));
    } else {
      throw new TestFilterError(
        `pnpm test: '${arg}' is no package (@trini/…), package folder or journey (e2e/tests/*.spec.ts).`,
      );
    }
  }
  if (filters.journeys.length > 0 && filters.allJourneys) filters.journeys = [];
  const anyJourney = filters.allJourneys || filters.journeys.length > 0;
  if (filters.playwrightOptions.length > 0 && !anyJourney) {
    if (filters.packages.length > 0)
      throw new TestFilterError(
        `pnpm test: options (${filters.playwrightOptions.join(' ')}) go to Playwright; name a journey or e2e.`,
      );
    filters.allJourneys = true;
  }
  return filters;
}

/** The browser check every run starts with, as the root script always did. */
const BROWSER_STEP: TestStep = { label: 'browser', command: 'trini-chromium', args: [] };

/**
 * turbo's `--concurrency` for test runs: one package's tests at a time per core. Each package's
 * Vitest has a pool of its own (the cores less one, at least one worker) beside its main process,
 * which transforms the files; turbo's default of 10 packages at once put five pools side by side
 * on 2 cores, and tests that wait for a spawned process missed their time limits.
 */
export function testConcurrency(cores: number): string {
  return `--concurrency=${Math.max(1, Math.floor(cores))}`;
}

/** The unit tests of the packages a list of turbo filters selects. */
function unitStep(filters: readonly string[], cores: number): TestStep {
  return {
    label: 'unit tests',
    command: 'turbo',
    args: [
      'run',
      'test',
      ...filters.map((filter) => `--filter=${filter}`),
      testConcurrency(cores),
      '--summarize',
    ],
    turbo: true,
  };
}

/** The builds the e2e stack needs (the mock API, the storefront and what they import). */
const E2E_BUILD_STEP: TestStep = {
  label: 'e2e build',
  command: 'turbo',
  args: ['run', 'build', `--filter=${E2E_PACKAGE}...`, '--summarize'],
  turbo: true,
};

/** The e2e package's own `test` script, with Playwright's arguments after it. */
function journeysStep(playwrightArgs: readonly string[]): TestStep {
  return {
    label: 'journeys',
    command: 'pnpm',
    args: ['--filter', E2E_PACKAGE, 'run', 'test', ...playwrightArgs],
  };
}

/**
 * The steps of `pnpm test [--] [filter…] [Playwright options…]`: with no arguments the full run
 * (trini-chromium, then `turbo run test`); otherwise the named packages' unit tests, then the
 * named journeys after the e2e build. turbo runs as many packages at once as `cores`
 * (`os.availableParallelism()`). Throws a TestFilterError as testFilters.
 */
export function testPlan(args: readonly string[], workspace: Workspace, cores: number): TestStep[] {
  if (withoutSeparator(args).length === 0)
    return [
      BROWSER_STEP,
      {
        label: 'all tests',
        command: 'turbo',
        args: ['run', 'test', testConcurrency(cores), '--summarize'],
        turbo: true,
      },
    ];
  const filters = testFilters(args, workspace);
  const steps = [BROWSER_STEP];
  if (filters.packages.length > 0) steps.push(unitStep(filters.packages, cores));
  if (filters.allJourneys || filters.journeys.length > 0)
    steps.push(E2E_BUILD_STEP, journeysStep([...filters.journeys, ...filters.playwrightOptions]));
  return steps;
}

/**
 * The base `pnpm test:quick` compares with: TURBO_SCM_BASE if set (turbo's own setting for
 * `--affected`), else where the branch left main (`git merge-base main HEAD`: commits added to
 * main since are not this branch's changes; on main itself that is HEAD, so only the uncommitted
 * changes count), else HEAD where there is no main branch.
 */
export function quickBase(
  mainMergeBase: string | undefined,
  env: Record<string, string | undefined>,
): string {
  return env.TURBO_SCM_BASE || mainMergeBase || 'HEAD';
}

/** Everything's build: what the unit tests import and the e2e stack runs (turbo, cached). */
const BUILD_STEP: TestStep = {
  label: 'build',
  command: 'turbo',
  args: ['run', 'build', '--summarize'],
  turbo: true,
};

/**
 * The steps of `pnpm test:quick`: the build, then for each package changed since `base` (turbo's
 * `--filter=[base]`, uncommitted changes included; the e2e package left out) its own `test`
 * script with Vitest's `--changed base`, which runs only the test files importing a changed file
 * (coverage off: its thresholds are for the whole suite), then the smoke journey on the desktop
 * project.
 */
export function quickPlan(base: string, changedPackages: readonly string[]): TestStep[] {
  const unit = changedPackages
    .filter((name) => name !== E2E_PACKAGE)
    .map((name): TestStep => ({
      label: `unit tests ${name}`,
      command: 'pnpm',
      args: [
        '--filter',
        name,
        'run',
        '--if-present',
        'test',
        '--changed',
        base,
        '--coverage.enabled=false',
      ],
    }));
  return [
    BROWSER_STEP,
    BUILD_STEP,
    ...unit,
    { ...journeysStep(SMOKE_JOURNEY), label: 'smoke journey' },
  ];
}

/**
 * The turbo command listing the packages changed since `base` (`turbo ls`, JSON on stdout), read
 * by changedPackageNames.
 */
export function changedPackagesCommand(base: string): string[] {
  return ['ls', `--filter=[${base}]`, '--output=json'];
}

/** The package names in `turbo ls --output=json`'s answer. */
export function changedPackageNames(json: string): string[] {
  const answer = JSON.parse(json) as { packages?: { items?: { name: string }[] } };
  return (answer.packages?.items ?? []).map((item) => item.name);
}

/** One row of the stage table: a step, or one of a turbo step's tasks (`nested`). */
export interface StageRow {
  name: string;
  ms: number;
  /** `cached`, `failed`, `exit 1`…: shown after the time. */
  note?: string;
  nested?: boolean;
}

/** The part of a turbo run summary (`.turbo/runs/*.json`) the stage table reads. */
export interface TurboRunSummary {
  tasks: {
    taskId: string;
    execution?: { startTime: number; endTime: number; exitCode?: number | null };
    cache?: { status?: string };
  }[];
}

/** A turbo run summary's tasks as nested rows, in the order they started. */
export function turboTaskRows(summary: TurboRunSummary): StageRow[] {
  return summary.tasks
    .filter((task) => task.execution !== undefined)
    .sort((a, b) => (a.execution?.startTime ?? 0) - (b.execution?.startTime ?? 0))
    .map((task) => {
      const { startTime = 0, endTime = 0, exitCode } = task.execution ?? {};
      const note =
        task.cache?.status === 'HIT'
          ? 'cached'
          : exitCode
            ? `failed (exit ${exitCode})`
            : undefined;
      return {
        name: task.taskId,
        ms: endTime - startTime,
        nested: true,
        ...(note ? { note } : {}),
      };
    });
}

/** Milliseconds as seconds with one decimal: `12.3 s`. */
function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * The stage table printed at the end of a run: one line per step with its wall time, each turbo
 * task under its step, and the total.
 */
export function stageTable(rows: readonly StageRow[], totalMs: number): string {
  const lines = [...rows, { name: 'total', ms: totalMs }].map((row) => ({
    name: `${row.nested ? '    ' : '  '}${row.name}`,
    time: seconds(row.ms),
    note: row.note ?? '',
  }));
  const nameWidth = Math.max(...lines.map((line) => line.name.length));
  const timeWidth = Math.max(...lines.map((line) => line.time.length));
  return [
    'Stage times',
    ...lines.map((line) =>
      `${line.name.padEnd(nameWidth)}  ${line.time.padStart(timeWidth)}  ${line.note}`.trimEnd(),
    ),
  ].join('\n');
}
