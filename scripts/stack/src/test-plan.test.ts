import { describe, expect, it } from 'vitest';
import {
  SMOKE_JOURNEY,
  TestFilterError,
  changedPackageNames,
  changedPackagesCommand,
  quickBase,
  quickPlan,
  stageTable,
  testFilters,
  testPlan,
  turboTaskRows,
} from './test-plan.ts';
import type { Workspace } from './test-plan.ts';

/** A checkout with four packages and two journeys; paths under a package folder exist. */
const workspace: Workspace = {
  packageFolderOf(path) {
    const folders = ['packages/domain', 'apps/storefront', 'apps/mock-api', 'e2e'];
    return folders.find((folder) => path === folder || path.startsWith(`${folder}/`));
  },
  specFiles: ['e2e/tests/cart.spec.ts', 'e2e/tests/server-rendering.spec.ts'],
};

/** The command lines of a plan, one string each. */
function commands(args: string[]): string[] {
  return testPlan(args, workspace, 2).map((step) => [step.command, ...step.args].join(' '));
}

describe('testFilters: which argument goes where', () => {
  it('sends package names and folders to turbo, folders as ./folder', () => {
    expect(
      testFilters(['@trini/domain', 'apps/storefront/', './apps/mock-api'], workspace),
    ).toEqual({
      packages: ['@trini/domain', './apps/storefront', './apps/mock-api'],
      journeys: [],
      allJourneys: false,
      playwrightOptions: [],
    });
  });

  it('maps a file or folder inside a package to that package', () => {
    expect(testFilters(['apps/storefront/src/app.tsx'], workspace).packages).toEqual([
      './apps/storefront',
    ]);
  });

  it('sends journeys to Playwright, relative to e2e/, and keeps a line number', () => {
    const filters = testFilters(
      ['e2e/tests/cart.spec.ts', 'server-rendering.spec', 'e2e/tests/cart.spec.ts:42'],
      workspace,
    );
    expect(filters.journeys).toEqual([
      'tests/cart.spec.ts',
      'server-rendering.spec',
      'tests/cart.spec.ts:42',
    ]);
    expect(filters.packages).toEqual([]);
    expect(filters.allJourneys).toBe(false);
  });

  it('takes e2e, e2e/tests and @trini/e2e as every journey', () => {
    for (const arg of ['e2e', 'e2e/', 'e2e/tests', '@trini/e2e'])
      expect(testFilters([arg, 'cart.spec'], workspace)).toMatchObject({
        journeys: [],
        allJourneys: true,
      });
  });

  it('passes everything from the first option on to Playwright', () => {
    expect(testFilters(['cart.spec', '--project', 'desktop', '-g', 'coupon'], workspace)).toEqual({
      packages: [],
      journeys: ['cart.spec'],
      allJourneys: false,
      playwrightOptions: ['--project', 'desktop', '-g', 'coupon'],
    });
  });

  it('takes Playwright options alone as every journey with them', () => {
    expect(testFilters(['--project', 'no-js'], workspace)).toMatchObject({
      allJourneys: true,
      playwrightOptions: ['--project', 'no-js'],
    });
  });

  it("drops the '--' pnpm passes on", () => {
    expect(testFilters(['--', '@trini/domain'], workspace).packages).toEqual(['@trini/domain']);
  });

  it('refuses what is no package, folder or journey, and options with unit tests only', () => {
    expect(() => testFilters(['domian'], workspace)).toThrow(TestFilterError);
    expect(() => testFilters(['docs/'], workspace)).toThrow(/'docs\/' is no package/);
    expect(() => testFilters(['@trini/domain', '--project', 'desktop'], workspace)).toThrow(
      /go to Playwright/,
    );
  });
});

describe('testPlan', () => {
  it('without arguments is the full run: the browser, then turbo run test', () => {
    for (const args of [[], ['--']])
      expect(commands(args)).toEqual([
        'trini-chromium',
        'turbo run test --concurrency=2 --summarize',
      ]);
  });

  it('runs as many packages at once as the machine has cores, at least one', () => {
    expect(testPlan([], workspace, 8)[1]?.args).toContain('--concurrency=8');
    expect(testPlan(['@trini/domain'], workspace, 0)[1]?.args).toContain('--concurrency=1');
  });

  it("runs a package's unit tests through turbo's --filter, and no journey", () => {
    expect(commands(['@trini/domain', 'apps/storefront'])).toEqual([
      'trini-chromium',
      'turbo run test --filter=@trini/domain --filter=./apps/storefront --concurrency=2 --summarize',
    ]);
  });

  it("runs a journey after the e2e stack's build, through the e2e package's test script", () => {
    expect(commands(['--', 'e2e/tests/cart.spec.ts', '--project', 'desktop'])).toEqual([
      'trini-chromium',
      'turbo run build --filter=@trini/e2e... --summarize',
      'pnpm --filter @trini/e2e run test tests/cart.spec.ts --project desktop',
    ]);
  });

  it('runs unit tests before journeys when both are named', () => {
    expect(commands(['cart.spec', '@trini/domain']).slice(1)).toEqual([
      'turbo run test --filter=@trini/domain --concurrency=2 --summarize',
      'turbo run build --filter=@trini/e2e... --summarize',
      'pnpm --filter @trini/e2e run test cart.spec',
    ]);
  });

  it('runs every journey for e2e', () => {
    expect(commands(['e2e']).at(-1)).toBe('pnpm --filter @trini/e2e run test');
  });
});

describe('quick', () => {
  it('compares with TURBO_SCM_BASE, else where the branch left main, else HEAD', () => {
    expect(quickBase('4121462', {})).toBe('4121462');
    expect(quickBase(undefined, {})).toBe('HEAD');
    expect(quickBase('4121462', { TURBO_SCM_BASE: 'HEAD~3' })).toBe('HEAD~3');
    expect(quickBase('4121462', { TURBO_SCM_BASE: '' })).toBe('4121462');
  });

  it("builds, runs the changed packages' affected test files, not the e2e suite, then the smoke journey", () => {
    const steps = quickPlan('main', ['@trini/domain', '@trini/e2e', '@trini/stack']);
    expect(steps.map((step) => [step.command, ...step.args].join(' '))).toEqual([
      'trini-chromium',
      'turbo run build --summarize',
      'pnpm --filter @trini/domain run --if-present test --changed main --coverage.enabled=false',
      'pnpm --filter @trini/stack run --if-present test --changed main --coverage.enabled=false',
      `pnpm --filter @trini/e2e run test ${SMOKE_JOURNEY.join(' ')}`,
    ]);
    expect(SMOKE_JOURNEY).toContain('desktop');
    expect(quickPlan('HEAD', []).map((step) => step.label)).toEqual([
      'browser',
      'build',
      'smoke journey',
    ]);
  });

  it("asks turbo ls for the packages changed since the base and reads its answer's names", () => {
    expect(changedPackagesCommand('main')).toEqual(['ls', '--filter=[main]', '--output=json']);
    const answer = {
      packageManager: 'pnpm9',
      packages: {
        count: 2,
        items: [
          { name: '@trini/domain', path: 'packages/domain' },
          { name: '@trini/storefront', path: 'apps/storefront' },
        ],
      },
    };
    expect(changedPackageNames(JSON.stringify(answer))).toEqual([
      '@trini/domain',
      '@trini/storefront',
    ]);
    expect(changedPackageNames('{"packages":{"count":0,"items":[]}}')).toEqual([]);
  });
});

describe('stage times', () => {
  it("reads a turbo run summary's tasks in start order, cached and failed ones marked", () => {
    const rows = turboTaskRows({
      tasks: [
        {
          taskId: '@trini/e2e#test',
          execution: { startTime: 5_000, endTime: 65_000, exitCode: 1 },
          cache: { status: 'MISS' },
        },
        {
          taskId: '@trini/domain#build',
          execution: { startTime: 1_000, endTime: 1_050, exitCode: 0 },
          cache: { status: 'HIT' },
        },
        { taskId: '@trini/tsconfig#build' },
      ],
    });
    expect(rows).toEqual([
      { name: '@trini/domain#build', ms: 50, note: 'cached', nested: true },
      { name: '@trini/e2e#test', ms: 60_000, note: 'failed (exit 1)', nested: true },
    ]);
  });

  it('prints one aligned line per row and the total', () => {
    expect(
      stageTable(
        [
          { name: 'browser: trini-chromium', ms: 400 },
          { name: 'unit tests: turbo run test', ms: 12_340 },
          { name: '@trini/domain#test', ms: 12_000, nested: true },
          { name: '@trini/domain#build', ms: 20, nested: true, note: 'cached' },
        ],
        12_800,
      ),
    ).toBe(
      [
        'Stage times',
        '  browser: trini-chromium      0.4 s',
        '  unit tests: turbo run test  12.3 s',
        '    @trini/domain#test        12.0 s',
        '    @trini/domain#build        0.0 s  cached',
        '  total                       12.8 s',
      ].join('\n'),
    );
  });
});
