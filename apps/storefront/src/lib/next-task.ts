/**
 * Resolves in a new task (a 0 ms timer): the work before the `await` ends its task, so the
 * browser can paint and take input before the work after it. Used to split the start of the app
 * into tasks a phone runs in well under 50 ms each (Total Blocking Time): a module's
 * evaluation and the first work with it, the cache's hydration and the screen's, a library's
 * evaluation and its first render. On the server, the same wait lets the promise chains of
 * finished queries run before the store is looked at again.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
