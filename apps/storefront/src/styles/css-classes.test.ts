// @vitest-environment node
import { basename } from 'node:path';
import postcss from 'postcss';
import type { Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
import { codeFiles, cssFiles, stringWordsInCode } from './css-files';

/*
 * The storefront's styles cannot collide: a small global layer (tokens, breakpoints,
 * base) and CSS Modules beside their components, whose class names are scoped to them.
 */

const isModule = (path: string) => path.endsWith('.module.css');
const globals = () => cssFiles().filter((file) => !isModule(file.path));
const modules = () => cssFiles().filter((file) => isModule(file.path));

/** The class names in a selector list (`.a .b:hover, .c` → a, b, c), pseudo arguments included. */
function classesOf(selector: string): string[] {
  return [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] ?? '');
}

/**
 * Every class a stylesheet's rules name, outside `@keyframes` (whose `50%` are not classes) and,
 * in a CSS Module, outside `:global(…)` (a global class, which the global checks cover).
 */
function classesIn(css: string): Set<string> {
  const found = new Set<string>();
  postcss.parse(css).walkRules((rule: Rule) => {
    if (
      rule.parent?.type === 'atrule' &&
      (rule.parent as { name: string }).name.endsWith('keyframes')
    )
      return;
    for (const cls of classesOf(rule.selector.replace(/:global\([^)]*\)/g, ''))) found.add(cls);
  });
  return found;
}

/**
 * Where each global class gets its base definition: a rule outside any at-rule whose selector
 * list holds the class on its own (`.facts`, not `.account-card .facts` or `.facts dt`). A rule
 * inside `@media` is that definition's responsive variant, not a second one.
 */
function baseDefinitions(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of globals()) {
    postcss.parse(file.text).walkRules((rule: Rule) => {
      if (rule.parent?.type !== 'root') return;
      for (const selector of rule.selectors) {
        if (!/^\.[\w-]+$/.test(selector)) continue;
        found.set(selector, [...(found.get(selector) ?? []), file.path]);
      }
    });
  }
  return found;
}

describe('styles', () => {
  it('defines each global class once: a lazily loaded file cannot restyle a class another page relies on', () => {
    const twice = [...baseDefinitions()]
      .filter(([, files]) => files.length > 1)
      .map(([cls, files]) => `${cls} in ${files.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('has no dead global rule: every global class is written in some component', () => {
    const words = stringWordsInCode();
    const unused = globals().flatMap((file) =>
      [...classesIn(file.text)]
        .filter((cls) => !words.has(cls))
        .map((cls) => `${file.path}: .${cls}`),
    );
    expect(unused).toEqual([]);
  });

  it('has no dead module rule: every class of a CSS Module is used by a component importing it', () => {
    const code = codeFiles();
    const unused = modules().flatMap((file) => {
      // `import styles from './x.module.css'`: the names the importers give the module.
      const binding = new RegExp(`import (\\w+) from '[^']*/${basename(file.path)}'`);
      const uses = code.flatMap((c) => {
        const name = binding.exec(c.text)?.[1];
        return name ? [{ name, text: c.text }] : [];
      });
      if (uses.length === 0) return [`${file.path}: imported by no component`];
      return [...classesIn(file.text)]
        .filter((cls) => !uses.some(({ name, text }) => text.includes(`${name}.${cls}`)))
        .map((cls) => `${file.path}: .${cls}`);
    });
    expect(unused).toEqual([]);
  });

  it('keeps component styles in CSS Modules: global stylesheets are the ones of src/styles', () => {
    expect(
      globals()
        .map((file) => file.path)
        .filter((path) => !path.startsWith('styles/')),
    ).toEqual([]);
  });

  it('takes every colour from the tokens (styles/tokens.css)', () => {
    const literals = cssFiles()
      .filter((file) => file.path !== 'styles/tokens.css')
      .flatMap((file) =>
        [...file.text.matchAll(/#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\(/g)].map(
          (m) => `${file.path}: ${m[0]}`,
        ),
      );
    expect(literals).toEqual([]);
  });
});
