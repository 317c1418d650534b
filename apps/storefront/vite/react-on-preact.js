/**
 * `react` as the storefront sees it everywhere (see ./preact.ts): Preact's React-compatible layer
 * plus the React 19 hooks that React Router 8 uses and preact/compat does not provide. Plain
 * JavaScript: preact/compat's types (`export =`) cannot be re-exported from TypeScript.
 *
 * - `useOptimistic(state)` returns `[state, noop]`. React Router's `RouterProvider` only sets an
 *   optimistic state when given `useTransitions: true`, which this app never passes, so the
 *   passthrough behaves as React's hook does for it.
 * - `use(promise)` (React Router's `<Await>`) follows React's thenable protocol on top of Preact's
 *   Suspense: a settled promise gives its value or throws its reason; a pending one is tagged and
 *   thrown so the nearest `<Suspense>` waits for it. `use(context)` reads the context.
 */
import { useContext } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

export function useOptimistic(state) {
  return [state, function () {}];
}

export function use(usable) {
  if (!usable || typeof usable.then !== 'function') return useContext(usable);
  if (usable.status === 'fulfilled') return usable.value;
  if (usable.status === 'rejected') throw usable.reason;
  if (usable.status !== 'pending') {
    usable.status = 'pending';
    usable.then(
      function (value) {
        usable.status = 'fulfilled';
        usable.value = value;
      },
      function (reason) {
        usable.status = 'rejected';
        usable.reason = reason;
      },
    );
  }
  throw usable;
}
