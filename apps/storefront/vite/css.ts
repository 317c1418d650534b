import type { CSSOptions } from 'vite';

/**
 * How every stylesheet is compiled, in the builds, the development server and the unit tests
 * alike: Lightning CSS, with CSS Modules beside their components (`*.module.css`, class names
 * scoped as `{local}_{hash}`) and the breakpoints of src/styles/media.css (`@custom-media`, a
 * draft it resolves at build time). The tests need the same class names as the server's markup
 * they hydrate (src/app/hydration.test.tsx): React reports a differing `className`.
 */
export const cssOptions: CSSOptions = {
  transformer: 'lightningcss',
  lightningcss: {
    drafts: { customMedia: true },
    cssModules: { pattern: '[local]_[hash]' },
  },
};
