/**
 * The app project's setup file. A test file of the app runs in jsdom with dom-setup.ts (matchers,
 * cleanup, the browser APIs jsdom lacks); one that declares `// @vitest-environment node` (pure
 * logic: parsers, reducers, stylesheets, the API layer's plumbing) runs in Node without it, so no
 * jsdom window is built and no Testing Library is loaded for it.
 */
if (typeof window !== 'undefined') await import('./dom-setup');
