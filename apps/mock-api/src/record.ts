/**
 * `@trini/mock-api/record`: recording and checking a real backend, apart from the server every
 * test run starts (which never loads this entry):
 * - `createRecordingProxy`: a proxy to a backend that writes what it saw as a snapshot folder
 *   (and a HAR) the mock can serve (`trini-mock --data`);
 * - `importHar`: the same from a HAR file (a browser's, or the storefront's with SSR_CALLS=1);
 * - `verifyBackend`: every documented call against a backend, each answer checked with its
 *   contract (drift), with `resultTable` to print the results;
 * - `createValidatingProxy`: a proxy that checks every answer passing through.
 * The `trini-mock record`, `import-har`, `verify` and `proxy` commands load it when they run.
 */
export { createRecordingProxy } from './record/recording-proxy.js';
export type { RecordingOptions, RecordingProxy } from './record/recording-proxy.js';
export { importHar } from './record/import-har.js';
export { DEFAULT_MEDIA_BOUNDS } from './record/collect-media.js';
export type { MediaBounds } from './record/collect-media.js';
export { summaryLine } from './record/write-recording.js';
export type { RecordingSummary } from './record/write-recording.js';
export { createValidatingProxy } from './verify/validating-proxy.js';
export { resultTable, verifyBackend } from './verify/verify-backend.js';
