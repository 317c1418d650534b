import { createRequire } from 'node:module';
import { afterAll } from 'vitest';

/** A file of the real React or react-dom package. */
const REAL_REACT = /[\\/]node_modules[\\/](react|react-dom)[\\/]/;

/**
 * The tests render with Preact, as the shop does (vite/preact.ts). A dependency left to Node
 * instead of Vite would load the real React (CommonJS, so it shows in Node's module cache) next
 * to Preact, and the tests would no longer run what shoppers run: the test file fails.
 */
afterAll(() => {
  const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) =>
    REAL_REACT.test(file),
  );
  if (loaded.length > 0)
    throw new Error(
      `The real React was loaded in a test, next to Preact (see vite/preact.ts): ${loaded.join(', ')}`,
    );
});
