/**
 * The mock API as a library (issue 13 §1): the app builder, settings, and the two ways to run it
 * inside Node tests: a server on a free port, or a `fetch` answered in-process.
 */
export { buildApp, appPlugin } from './app.js';
export type { AppOptions } from './app.js';
export { loadSettings } from './settings.js';
export type { Settings } from './settings.js';
export { createMockFetch, createMockServer } from './in-process.js';
export type { MockFetch, MockOptions, MockServer } from './in-process.js';
export { SESSION_HEADER } from './plugins/store.js';
export type * from './control-types.js';
