import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const SRC = join(import.meta.dirname, '..');

/** A file under src/: its path relative to src/ (`styles/global.css`) and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** Every file under `dir` whose name passes `keep`, as a path relative to src/. */
function walk(keep: (name: string) => boolean, dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(keep, path);
    return keep(entry.name) ? [relative(SRC, path)] : [];
  });
}

const read = (path: string): SourceFile => ({ path, text: readFileSync(join(SRC, path), 'utf8') });

/** Every stylesheet under src/ (global and CSS Modules), for the style tests. */
export function cssFiles(): SourceFile[] {
  return walk((name) => name.endsWith('.css')).map(read);
}

/** Every source module under src/ that is not a test: where class names are used. */
export function codeFiles(): SourceFile[] {
  return walk((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)).map(read);
}

/**
 * Every word of every string in the code (quotes, template parts, JSX attribute values), split at
 * whitespace: the class names components write (`"btn btn--primary"`). Comments, identifiers and
 * import paths are not words of a class attribute, so a class named like a variable or a file
 * (`review`, `breadcrumb`) counts as used only where a string names it.
 */
export function stringWordsInCode(): Set<string> {
  const words = new Set<string>();
  for (const file of codeFiles()) {
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node))
        for (const word of node.text.split(/\s+/)) if (word) words.add(word);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return words;
}
