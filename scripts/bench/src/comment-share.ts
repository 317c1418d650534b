/**
 * How much of the source is comments, and how many comments still name an issue or a date.
 * `pnpm comment-share`, or `node scripts/bench/src/comment-share.ts` from anywhere in the repo
 * (a Node that strips types: the repo's, 22.18 or later; no build). `--files` also lists each file
 * with an issue reference or a date. Prints, for apps/, packages/, tooling/, scripts/ and e2e/ (git's
 * tracked files):
 * non-blank lines, comment lines, comment lines outside exported docstrings, their share of the
 * non-blank lines, and the issue references and calendar dates found in comments.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** How a language writes comments: `js` (`//` and `/* *\/`), `css` (`/* *\/` only), `hash` (`#`). */
export type CommentSyntax = 'js' | 'css' | 'hash';

/** One line of a file as the counter sees it. */
export interface LineKind {
  /** Nothing but whitespace. */
  blank: boolean;
  /** The line holds comment text and no code. */
  comment: boolean;
  /** A comment line of a JSDoc block (`/** *\/`) that documents an exported declaration or its members. */
  exportedDoc: boolean;
  /** The comment text on the line (a trailing comment's too), for the reference counts. */
  text: string;
}

/** `issue`, `issues` or `PR` and a number: an issue or pull request named in a comment. */
export const ISSUE_REF = /\b(?:issues?|PR) #?\d+/gi;

/** A calendar date (`YYYY-MM-DD`) or month (`YYYY-MM`) in a comment: a note of when. */
export const DATE_NOTE = /\b20\d\d-(?:0[1-9]|1[0-2])(?:-\d\d)?\b/g;

/** The comment syntax of a file by its name, or undefined for a file the counter skips. */
export function syntaxOf(path: string): CommentSyntax | undefined {
  if (/\.(?:[cm]?[jt]sx?|json5|jsonc)$/.test(path)) return 'js';
  if (path.endsWith('.css')) return 'css';
  if (/(?:\.(?:sh|ya?ml|conf|toml)|Dockerfile|Containerfile)$/.test(path)) return 'hash';
  return undefined;
}

/**
 * Classifies each line of `source`. Strings, template literals and regular expression literals
 * are skipped, so `//` in a URL is not a comment. Exported docstrings: a `/**` block followed by a
 * line that starts with `export`, and the `/**` blocks inside that declaration's braces.
 */
export function classifyLines(source: string, syntax: CommentSyntax): LineKind[] {
  const lines = source.split('\n');
  if (syntax === 'hash') {
    return lines.map((line) => {
      const trimmed = line.trim();
      const at = trimmed.startsWith('#!') ? -1 : trimmed.indexOf('#');
      const text = at >= 0 && (at === 0 || /\s/.test(trimmed[at - 1]!)) ? trimmed.slice(at) : '';
      return {
        blank: trimmed === '',
        comment: trimmed.startsWith('#') && at === 0,
        exportedDoc: false,
        text,
      };
    });
  }
  const kinds: LineKind[] = [];
  // State carried across lines.
  let inBlock = false;
  let blockIsDoc = false;
  let docLines: number[] = [];
  let pendingDoc: number[] = [];
  let quote: string | undefined;
  let depth = 0;
  let exportDepth: number | undefined;
  let lastCode = '';
  for (const [index, line] of lines.entries()) {
    let hasCode = false;
    let text = '';
    let startsInDoc = inBlock && blockIsDoc;
    let i = 0;
    const firstCode = line.trim();
    if (
      !inBlock &&
      quote === undefined &&
      firstCode !== '' &&
      !/^(?:\/\/|\/\*|\*)/.test(firstCode)
    ) {
      if (pendingDoc.length > 0 && /^export\b/.test(firstCode) && exportDepth === undefined) {
        for (const at of pendingDoc) kinds[at]!.exportedDoc = true;
      }
      if (exportDepth === undefined && /^export\b/.test(firstCode)) exportDepth = depth;
      pendingDoc = [];
    }
    while (i < line.length) {
      const c = line[i]!;
      const next = line[i + 1];
      if (inBlock) {
        const end = line.indexOf('*/', i);
        text += line.slice(i, end === -1 ? line.length : end);
        if (end === -1) break;
        inBlock = false;
        i = end + 2;
        continue;
      }
      if (quote !== undefined) {
        hasCode = true;
        if (c === '\\') i += 2;
        else {
          if (c === quote) quote = undefined;
          i++;
        }
        continue;
      }
      if (c === ' ' || c === '\t' || c === '\r') {
        i++;
        continue;
      }
      if (c === '/' && next === '*') {
        inBlock = true;
        blockIsDoc = line[i + 2] === '*' && line[i + 3] !== '/';
        if (blockIsDoc) {
          docLines = [];
          startsInDoc = true;
        }
        i += 2;
        continue;
      }
      if (syntax === 'js' && c === '/' && next === '/') {
        text += line.slice(i);
        break;
      }
      if (c === '"' || c === "'" || (syntax === 'js' && c === '`')) {
        quote = c;
        hasCode = true;
        i++;
        continue;
      }
      if (
        syntax === 'js' &&
        c === '/' &&
        /(?:^|[=(,:[!&|?{};+\-*%<>~^]|\breturn|\btypeof)$/.test(lastCode)
      ) {
        // A regular expression literal: skip to its closing slash, outside any character class.
        let inClass = false;
        i++;
        while (i < line.length) {
          const r = line[i]!;
          if (r === '\\') i++;
          else if (r === '[') inClass = true;
          else if (r === ']') inClass = false;
          else if (r === '/' && !inClass) break;
          i++;
        }
        i++;
        hasCode = true;
        lastCode = 'x';
        continue;
      }
      if (c === '{') depth++;
      if (c === '}') {
        depth--;
        if (exportDepth !== undefined && depth <= exportDepth) exportDepth = undefined;
      }
      hasCode = true;
      lastCode = (lastCode + c).slice(-8);
      i++;
    }
    if (exportDepth !== undefined && depth <= exportDepth && /[;)]\s*$/.test(line) && !inBlock) {
      exportDepth = undefined;
    }
    // A quote left open at the end of a line is JSX text (`Don't`), not a string.
    if (quote === "'" || quote === '"') quote = undefined;
    const comment = !hasCode && text.trim() !== '';
    const docLine = startsInDoc && !hasCode;
    kinds.push({
      blank: line.trim() === '',
      comment: comment || docLine,
      exportedDoc: false,
      text,
    });
    if (docLine) docLines.push(index);
    if (startsInDoc && !inBlock) {
      if (exportDepth !== undefined && depth > exportDepth) {
        for (const at of docLines) kinds[at]!.exportedDoc = true;
      } else pendingDoc = docLines;
      docLines = [];
    }
  }
  return kinds;
}

/** The counts of one folder or file. */
export interface Share {
  files: number;
  nonBlank: number;
  comment: number;
  outsideDocs: number;
  issueRefs: number;
  dateNotes: number;
}

/** Counts the lines of one file's `kinds`. */
export function countLines(kinds: LineKind[]): Share {
  const share: Share = {
    files: 1,
    nonBlank: 0,
    comment: 0,
    outsideDocs: 0,
    issueRefs: 0,
    dateNotes: 0,
  };
  for (const kind of kinds) {
    if (!kind.blank) share.nonBlank++;
    if (kind.comment) share.comment++;
    if (kind.comment && !kind.exportedDoc) share.outsideDocs++;
    share.issueRefs += kind.text.match(ISSUE_REF)?.length ?? 0;
    share.dateNotes += kind.text.match(DATE_NOTE)?.length ?? 0;
  }
  return share;
}

const percent = (part: number, whole: number): string =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`;

function main(): void {
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const folders = ['apps', 'packages', 'tooling', 'scripts', 'e2e'];
  const rows: string[][] = [
    [
      'folder',
      'files',
      'non-blank',
      'comment',
      'outside docs',
      'share',
      'outside share',
      'issue refs',
      'date notes',
    ],
  ];
  const total: Share = {
    files: 0,
    nonBlank: 0,
    comment: 0,
    outsideDocs: 0,
    issueRefs: 0,
    dateNotes: 0,
  };
  for (const folder of folders) {
    const files = execFileSync('git', ['ls-files', '-z', folder], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    const sum: Share = {
      files: 0,
      nonBlank: 0,
      comment: 0,
      outsideDocs: 0,
      issueRefs: 0,
      dateNotes: 0,
    };
    for (const file of files) {
      const syntax = syntaxOf(file);
      if (syntax === undefined) continue;
      const counts = countLines(classifyLines(readFileSync(join(root, file), 'utf8'), syntax));
      for (const key of Object.keys(sum) as (keyof Share)[]) {
        sum[key] += counts[key];
        total[key] += counts[key];
      }
      if (process.argv.includes('--files') && counts.issueRefs + counts.dateNotes > 0) {
        console.log(`${file}: ${counts.issueRefs} issue refs, ${counts.dateNotes} date notes`);
      }
    }
    rows.push(row(`${folder}/`, sum));
  }
  rows.push(row('all', total));
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((cells) => cells[column]!.length)),
  );
  for (const cells of rows) {
    console.log(
      cells
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join('  '),
    );
  }
}

function row(name: string, s: Share): string[] {
  return [
    name,
    String(s.files),
    String(s.nonBlank),
    String(s.comment),
    String(s.outsideDocs),
    percent(s.comment, s.nonBlank),
    percent(s.outsideDocs, s.nonBlank),
    String(s.issueRefs),
    String(s.dateNotes),
  ];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href)
  main();
