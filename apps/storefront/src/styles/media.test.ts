// @vitest-environment node
import { LAYOUT_PX } from '@trini/domain';
import { describe, expect, it } from 'vitest';
import { cssFiles } from './css-files';

const MEDIA = cssFiles().find((file) => file.path === 'styles/media.css')?.text ?? '';

/** The custom media queries of media.css, by name: `{ '--phone': 'max-width: 767px' }`. */
const declared: Record<string, string> = {};
for (const [, name = '', query = ''] of MEDIA.matchAll(/@custom-media (--[a-z-]+) \(([^)]*)\);/g))
  declared[name] = query;

describe('breakpoints (declared once, matching LAYOUT_PX)', () => {
  it('media.css declares each breakpoint from the domain', () => {
    expect(declared).toEqual({
      '--phone': `max-width: ${LAYOUT_PX.FILTER_PANEL_HIDDEN_BELOW - 1}px`,
      '--tablet': `max-width: ${LAYOUT_PX.CAROUSEL_HIDDEN_AT_OR_BELOW}px`,
      '--small-phone': `max-width: ${LAYOUT_PX.SMALL_PHONE_AT_OR_BELOW}px`,
      '--narrow-phone': `max-width: ${LAYOUT_PX.NARROW_PHONE_AT_OR_BELOW}px`,
    });
  });

  it('no other stylesheet writes a width into a media query', () => {
    const widths = cssFiles()
      .filter((file) => !file.path.endsWith('media.css'))
      .flatMap((file) =>
        [...file.text.matchAll(/@media([^{]*)/g)]
          .filter(([, query = '']) => /\dpx/.test(query))
          .map(([rule]) => `${file.path}: ${rule.trim()}`),
      );
    expect(widths).toEqual([]);
  });
});
