import { describe, expect, it } from 'vitest';
import { classifyLines, countLines, syntaxOf } from './comment-share.js';

const kinds = (source: string) =>
  classifyLines(source, 'js').map((kind) =>
    kind.blank ? 'blank' : kind.exportedDoc ? 'doc' : kind.comment ? 'comment' : 'code',
  );

describe('classifyLines: which lines are comments', () => {
  it('tells code, comments, blank lines and exported docstrings apart', () => {
    const source = [
      '/** Exported. */',
      'export interface A {',
      '  /** A member of an exported interface. */',
      '  b: string;',
      '}',
      '',
      '/**',
      ' * Not exported.',
      ' */',
      'function f() {',
      '  // a line comment',
      "  return 'http://example.com'; // trailing",
      '}',
    ].join('\n');
    expect(kinds(source)).toEqual([
      'doc',
      'code',
      'doc',
      'code',
      'code',
      'blank',
      'comment',
      'comment',
      'comment',
      'code',
      'comment',
      'code',
      'code',
    ]);
  });

  it('skips slashes in strings, template literals and regular expressions', () => {
    const source = ['const a = `x // y', '/* z */`;', "const r = /\\/\\//.test('//');"].join('\n');
    expect(kinds(source)).toEqual(['code', 'code', 'code']);
  });

  it('reads CSS block comments and leaves // to the code', () => {
    const css = classifyLines('/* a */\na { background: url(//x.test/a.png); }', 'css');
    expect(css.map((kind) => kind.comment)).toEqual([true, false]);
  });
});

describe('countLines: what a file counts', () => {
  it('counts issue references and dates in comments only', () => {
    const source = [
      '// issue 23 §3, until 2026-11-26',
      "const s = 'issue 4 on 2026-01-01';",
      'x(); // issues 12 and 13',
    ].join('\n');
    expect(countLines(classifyLines(source, 'js'))).toMatchObject({
      nonBlank: 3,
      comment: 1,
      outsideDocs: 1,
      issueRefs: 2,
      dateNotes: 1,
    });
  });
});

describe('syntaxOf', () => {
  it('knows each counted language by its file name', () => {
    expect(syntaxOf('a/b.tsx')).toBe('js');
    expect(syntaxOf('a/b.json5')).toBe('js');
    expect(syntaxOf('a/b.css')).toBe('css');
    expect(syntaxOf('e2e/look/before-after.sh')).toBe('hash');
    expect(syntaxOf('a/b.png')).toBeUndefined();
  });
});
