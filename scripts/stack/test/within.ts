/**
 * Polls `check` every `everyMs` (default 100 ms) until it holds or `ms` pass; resolves whether it
 * held. For tests that wait on another process (a group stopping, a port freed), with a ceiling
 * sized for a busy machine rather than a fixed sleep.
 */
export async function within(
  ms: number,
  check: () => boolean | Promise<boolean>,
  everyMs = 100,
): Promise<boolean> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return true;
}
