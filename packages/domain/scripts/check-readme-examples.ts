/**
 * Type-checks every ```ts block of README.md against the built package, as a project
 * that installed @trini/domain would: run after `pnpm build` (`pnpm typecheck` does both).
 *
 *   tsx scripts/check-readme-examples.ts
 *
 * Each block becomes its own module in a temporary project whose node_modules links
 * `@trini/domain` to this package and `zod` to its copy, so `import … from '@trini/domain/cart'`
 * resolves through package.json "exports" to dist/esm/**.d.mts. Settings: strict, module and
 * moduleResolution NodeNext in a "type": "module" project (top-level await is allowed), target
 * ES2022, lib ES2023 + DOM + DOM.Iterable (fetch, Response). A block that does not compile fails the script with
 * its number, its first line in README.md and tsc's message.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readmePath = join(root, 'README.md');

interface Block {
  /** 1-based, counting only the ```ts blocks. */
  number: number;
  /** The README line of the block's first code line (1-based). */
  line: number;
  code: string;
}

/** Every ```ts (or ```typescript) block of a markdown text. */
function tsBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  let open: { line: number; code: string[] } | null = null;
  lines.forEach((text, index) => {
    if (open === null) {
      if (/^```(?:ts|typescript)\s*$/.test(text)) open = { line: index + 2, code: [] };
    } else if (/^```\s*$/.test(text)) {
      blocks.push({
        number: blocks.length + 1,
        line: open.line,
        code: open.code.join('\n') + '\n',
      });
      open = null;
    } else {
      open.code.push(text);
    }
  });
  if (open !== null) throw new Error('README.md: a ```ts block is never closed');
  return blocks;
}

const blocks = tsBlocks(readFileSync(readmePath, 'utf8'));
if (blocks.length === 0) {
  console.error('README.md has no ```ts block: nothing to check');
  process.exit(1);
}
const require = createRequire(join(root, 'package.json'));
try {
  require.resolve('./dist/esm/index.d.mts');
} catch {
  console.error('dist/ is missing: run `pnpm --filter @trini/domain build` first');
  process.exit(1);
}

// A consumer project: package.json ("type": "module") and node_modules/{@trini/domain,zod}.
const project = mkdtempSync(join(tmpdir(), 'trini-readme-'));
let failed = false;
try {
  writeFileSync(join(project, 'package.json'), '{ "private": true, "type": "module" }\n');
  mkdirSync(join(project, 'node_modules', '@trini'), { recursive: true });
  symlinkSync(root, join(project, 'node_modules', '@trini', 'domain'), 'dir');
  const zod = dirname(require.resolve('zod/package.json'));
  symlinkSync(zod, join(project, 'node_modules', 'zod'), 'dir');

  const files = blocks.map((block) => {
    const file = join(project, `block-${block.number}.ts`);
    writeFileSync(file, block.code);
    return { file, block };
  });

  const program = ts.createProgram(
    files.map((f) => f.file),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      moduleDetection: ts.ModuleDetectionKind.Force,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      skipLibCheck: true,
      noUncheckedIndexedAccess: true,
      verbatimModuleSyntax: true,
    },
  );
  const diagnostics = ts.getPreEmitDiagnostics(program);
  for (const { file, block } of files) {
    const own = diagnostics.filter((d) => d.file?.fileName === file);
    if (own.length === 0) {
      console.log(`README.md block ${block.number} (line ${block.line}): ok`);
      continue;
    }
    failed = true;
    for (const d of own) {
      const { line, character } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(d.messageText, '\n  ');
      console.error(
        `README.md block ${block.number} (line ${block.line}), README.md:${block.line + line}:${character + 1}: error TS${d.code}: ${message}`,
      );
    }
  }
  // Errors outside the blocks (e.g. in the package's own declarations reached from them).
  for (const d of diagnostics.filter((d) => !files.some((f) => f.file === d.file?.fileName))) {
    failed = true;
    console.error(
      `${d.file ? d.file.fileName : 'tsc'}: error TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n  ')}`,
    );
  }
} finally {
  rmSync(project, { recursive: true, force: true });
}

if (failed) {
  console.error(
    '\nA README example does not compile against the built package: fix the example or the API.',
  );
  process.exit(1);
}
console.log(`${blocks.length} README example(s) compile against the built package.`);
