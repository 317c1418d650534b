/**
 * The mock API as a library: the app builder, settings, and the two ways to run it
 * inside Node tests: a server on a free port, or a `fetch` answered in-process; and snapshots of
 * a real backend's data to serve in place of the seed. Recording and checking a real backend
 * are in `@trini/mock-api/record` (src/record.ts), which this entry never loads.
 */
export { buildApp, appPlugin } from './app.js';
export type { AppOptions } from './app.js';
export type { LoginLockoutOptions } from './lib/login-lockout.js';
export { loadSettings } from './settings.js';
export type { Settings } from './settings.js';
export { createMockFetch, createMockServer } from './in-process.js';
export type { MockFetch, MockOptions, MockServer } from './in-process.js';
export { SESSION_HEADER } from './plugins/store.js';
export { loadSnapshot } from './snapshot/load-snapshot.js';
export type { Snapshot } from './snapshot/parse-snapshot.js';
export { SnapshotError } from './snapshot/snapshot-error.js';
export { StateFileError } from './state/state-file.js';
export type { DataMode } from './snapshot/snapshot-seed.js';
export type { DataInfo } from './snapshot/served-data.js';
export type * from './control-types.js';
