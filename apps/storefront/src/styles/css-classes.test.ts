import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import postcss from 'postcss';
import type { Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/** Every CSS file under src/, as a path relative to src/. */
function cssFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [relative(SRC, path)] : [];
  });
}

/**
 * Where each class gets its base definition: a rule outside any at-rule whose selector list holds
 * the class on its own (`.facts`, not `.account-card .facts` or `.facts dt`). A rule inside
 * `@media` is that definition's responsive variant, not a second one.
 */
function baseDefinitions(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of cssFiles()) {
    const root = postcss.parse(readFileSync(join(SRC, file), 'utf8'));
    root.walkRules((rule: Rule) => {
      if (rule.parent?.type !== 'root') return;
      for (const selector of rule.selectors) {
        if (!/^\.[\w-]+$/.test(selector)) continue;
        found.set(selector, [...(found.get(selector) ?? []), file]);
      }
    });
  }
  return found;
}

describe('global CSS (issue 16 §4)', () => {
  it('defines each class once: a lazily loaded file cannot restyle a class another page relies on', () => {
    const twice = [...baseDefinitions()]
      .filter(([, files]) => files.length > 1)
      .map(([cls, files]) => `${cls} in ${files.join(', ')}`);
    expect(twice).toEqual([]);
  });
});
