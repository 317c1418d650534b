import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { screenScripts, screenStyles } from './screen-assets.ts';

/** A client build's manifest: the entry, two screens sharing a product-card chunk. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_start-app.js'],
    dynamicImports: ['_store.js'],
    css: ['assets/index-a.css'],
  },
  '_store.js': { file: 'assets/store-g.js', imports: ['_start-app.js'] },
  '_start-app.js': { file: 'assets/start-app-b.js', css: ['assets/start-app-b.css'] },
  '_product-card.js': {
    file: 'assets/product-card-c.js',
    imports: ['_start-app.js'],
    css: ['assets/product-card-c.css'],
  },
  'src/routes/home.tsx': {
    file: 'assets/home-d.js',
    src: 'src/routes/home.tsx',
    isDynamicEntry: true,
    imports: ['_product-card.js', '_start-app.js'],
    css: ['assets/home-d.css'],
  },
  'src/routes/search.tsx': {
    file: 'assets/search-e.js',
    src: 'src/routes/search.tsx',
    isDynamicEntry: true,
    imports: ['_product-card.js'],
  },
  'src/routes/about.tsx': { file: 'assets/about-f.js', src: 'src/routes/about.tsx' },
};

describe('screenStyles (the stylesheets a server-rendered screen needs)', () => {
  const links = screenStyles(MANIFEST);

  it("links the screen's shared chunks' stylesheets, then its own, none the template has", () => {
    expect(links(['src/routes/home.tsx'])).toBe(
      '<link rel="stylesheet" href="/assets/product-card-c.css">' +
        '<link rel="stylesheet" href="/assets/home-d.css">',
    );
    expect(links(['src/routes/search.tsx'])).toBe(
      '<link rel="stylesheet" href="/assets/product-card-c.css">',
    );
  });

  it('links each stylesheet once for nested screens, and nothing for screens without styles', () => {
    expect(links(['src/routes/search.tsx', 'src/routes/home.tsx'])).toBe(
      '<link rel="stylesheet" href="/assets/product-card-c.css">' +
        '<link rel="stylesheet" href="/assets/home-d.css">',
    );
    expect(links(['src/routes/about.tsx'])).toBe('');
    expect(links(['src/routes/unknown.tsx'])).toBe('');
    expect(links([])).toBe('');
  });
});

describe('screenScripts (the modules of a server-rendered screen, for the boot script)', () => {
  const modules = screenScripts(MANIFEST);
  const meta = (...files: string[]) =>
    `<meta name="trini:screen-modules" content="${files.map((f) => `/${f}`).join(' ')}">`;

  it("lists the screen's chunk and its shared chunks, none of the template's startup chunks", () => {
    expect(modules(['src/routes/home.tsx'])).toBe(
      meta('assets/home-d.js', 'assets/product-card-c.js'),
    );
  });

  it('lists each chunk once for nested screens, and nothing for unknown screens', () => {
    expect(modules(['src/routes/search.tsx', 'src/routes/home.tsx'])).toBe(
      meta('assets/search-e.js', 'assets/product-card-c.js', 'assets/home-d.js'),
    );
    expect(modules(['src/routes/unknown.tsx'])).toBe('');
    expect(modules([])).toBe('');
  });
});
