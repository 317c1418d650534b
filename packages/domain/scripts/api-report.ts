/**
 * The API report of every entry point of @trini/domain, with API Extractor.
 *
 *   tsx scripts/api-report.ts           check (`api:check`): fails, with the diff, when the public
 *                                       API of the build differs from the report in api/
 *   tsx scripts/api-report.ts --update  rewrites the reports in api/ (`api:update`)
 *
 * API Extractor takes one entry point per run: this runs it once per subpath of package.json
 * "exports" (its ESM `types`, dist/esm/**.d.mts, so run it after `pnpm build`), with the settings
 * of api-extractor.json and one TypeScript program for all of them. Reports: api/domain.api.md
 * for `@trini/domain`, api/domain-<subpath>.api.md for each subpath. Each report is written to a
 * temporary folder first and made stable before it is compared: its title names the entry point,
 * and the locations of the analysis warnings (`src/file.ts:202:7`: API Extractor follows the
 * declaration maps back to the sources) lose their line and column, which move with every docstring. A report in api/ that no entry point writes is an error too.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
} from '@microsoft/api-extractor';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const update = process.argv.includes('--update');
const reportFolder = join(root, 'api');

interface ExportTarget {
  import?: { types?: string };
}
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, ExportTarget | string>;
};

/** `.` → domain, `./cart` → domain-cart; the ESM declarations of each entry point. */
const entries = Object.entries(pkg.exports).flatMap(([subpath, target]) => {
  const types = typeof target === 'object' ? target.import?.types : undefined;
  if (!types) return [];
  const rest = subpath.slice(2);
  return [
    {
      name: rest ? `${pkg.name}/${rest}` : pkg.name,
      types: join(root, types),
      report: rest ? `domain-${rest.replaceAll('/', '-')}` : 'domain',
    },
  ];
});
type Entry = (typeof entries)[number];

const missing = entries.filter((e) => !existsSync(e.types));
if (missing.length > 0) {
  const files = missing.map((e) => relative(root, e.types)).join(', ');
  console.error(`api report: ${files} missing: run \`pnpm --filter @trini/domain build\` first`);
  process.exit(1);
}

const base = ExtractorConfig.loadFile(join(root, ExtractorConfig.FILENAME));
const temp = mkdtempSync(join(tmpdir(), 'trini-api-report-'));

function configFor(entry: Entry): ExtractorConfig {
  return ExtractorConfig.prepare({
    configObject: {
      ...base,
      mainEntryPointFilePath: entry.types,
      apiReport: {
        ...base.apiReport!,
        reportFileName: entry.report,
        reportFolder: temp,
        reportTempFolder: join(temp, 'work'),
      },
    },
    configObjectFullPath: join(root, ExtractorConfig.FILENAME),
    packageJsonFullPath: join(root, 'package.json'),
  });
}

/** The report as committed: titled with the entry point, warning locations without line:column. */
function stable(report: string, entry: Entry): string {
  return report
    .replace(/^## API Report File for ".*"$/m, `## API Report File for "${entry.name}"`)
    .replace(/^(\/\/ \S+\.[cm]?ts):\d+:\d+ - /gm, '$1 - ');
}

/** `git diff` of two files (no repository needed), or a hint when git is not there. */
function diff(expected: string, actual: string): string {
  const run = spawnSync(
    'git',
    ['diff', '--no-index', '--no-color', '--minimal', '-U2', '--', expected, actual],
    { encoding: 'utf8' },
  );
  return run.stdout || `(no diff shown: ${run.error?.message ?? run.stderr})`;
}

const failures: string[] = [];
try {
  // One TypeScript program for every entry point (API Extractor's own option for this case).
  const compilerState = CompilerState.create(configFor(entries[0]!), {
    additionalEntryPoints: entries.map((e) => e.types),
  });
  for (const entry of entries) {
    const result = Extractor.invoke(configFor(entry), {
      localBuild: true, // always writes the report (to the temporary folder); compared below
      compilerState,
      messageCallback: (message) => {
        // Keep errors and warnings; drop the banner and the "report written to" notes.
        if (message.logLevel === ExtractorLogLevel.Info) message.handled = true;
        if (message.messageId === 'console-api-report-created') message.handled = true;
        if (message.messageId === 'console-api-report-copied') message.handled = true;
      },
    });
    if (!result.succeeded) {
      failures.push(`${entry.name}: API Extractor found ${result.errorCount} error(s) (above)`);
      continue;
    }
    const actual = stable(readFileSync(join(temp, `${entry.report}.api.md`), 'utf8'), entry);
    const file = join(reportFolder, `${entry.report}.api.md`);
    const committed = existsSync(file) ? readFileSync(file, 'utf8') : null;
    const shown = relative(root, file);
    if (committed === actual) {
      console.log(`${entry.name}: matches ${shown}`);
    } else if (update) {
      writeFileSync(file, actual);
      console.log(`${entry.name}: ${committed === null ? 'wrote' : 'updated'} ${shown}`);
    } else {
      const fresh = join(temp, `${entry.report}.stable.api.md`);
      writeFileSync(fresh, actual);
      console.error(
        committed === null
          ? `${entry.name}: ${shown} is missing`
          : `${entry.name}: the public API differs from ${shown}:\n${diff(file, fresh)}`,
      );
      failures.push(`${entry.name}: ${shown} ${committed === null ? 'is missing' : 'differs'}`);
    }
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}

// Reports of entry points that are gone.
const expected = new Set(entries.map((e) => `${e.report}.api.md`));
for (const file of readdirSync(reportFolder).filter((f) => f.endsWith('.api.md'))) {
  if (expected.has(file)) continue;
  if (update) {
    rmSync(join(reportFolder, file));
    console.log(`removed api/${file}: no entry point writes it`);
  } else {
    failures.push(`api/${file}: no entry point of package.json "exports" writes it`);
  }
}

if (failures.length > 0) {
  console.error(
    `\napi:check failed:\n- ${failures.join('\n- ')}\n` +
      'If the change is intended, run `pnpm --filter @trini/domain api:update` and commit api/.',
  );
  process.exit(1);
}
