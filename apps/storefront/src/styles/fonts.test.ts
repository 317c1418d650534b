// @vitest-environment node
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import figtree from '@capsizecss/metrics/figtree';
import { describe, expect, it } from 'vitest';
import { cssFiles } from './css-files';

const FONTS = cssFiles().find((file) => file.path === 'styles/fonts.css')?.text ?? '';
const TOKENS = cssFiles().find((file) => file.path === 'styles/tokens.css')?.text ?? '';

/** The value of `property` in the @font-face of fonts.css that names `family`. */
function faceValue(family: string, property: string): string | undefined {
  const face = [...FONTS.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map(([, body = '']) => body)
    .find((body) => body.includes(`'${family}'`));
  return face?.match(new RegExp(`${property}:\\s*([^;]+);`))?.[1]?.trim();
}

describe('the brand typeface and its fallback', () => {
  it('the fallback face carries capsize’s overrides for Figtree over Arial (no shift at the swap)', () => {
    const expected = createFontStack([figtree, arial]).fontFaces;
    for (const property of [
      'ascent-override',
      'descent-override',
      'line-gap-override',
      'size-adjust',
    ]) {
      const value = faceValue('Figtree Fallback', property);
      expect(value, property).toBeDefined();
      expect(expected).toContain(`${property}: ${value};`);
    }
  });

  it('the fallback is Arial or its metric twin, Liberation Sans', () => {
    expect(faceValue('Figtree Fallback', 'src')).toContain("local('Liberation Sans')");
    expect(faceValue('Figtree Fallback', 'src')).toContain("local('Arial')");
  });

  it('the font token names the brand face first, then its fallback', () => {
    expect(TOKENS).toMatch(/--font:\s*'Figtree Variable',\s*'Figtree Fallback',/);
  });

  it('the brand face is imported with font-display: swap', () => {
    expect(FONTS).toContain("@import '@fontsource-variable/figtree/wght.css';");
  });
});
