/** How to stop the tracing this process started, once its tracing.ts has started it. */
let stop: (() => Promise<void>) | undefined;

/** Records that tracing started in this process (tracing.ts), with how to stop it. */
export function tracingStarted(stopTracing: () => Promise<void>): void {
  stop = stopTracing;
}

/** True once tracing started in this process (tracing.ts was preloaded with an endpoint). */
export function isTracing(): boolean {
  return stop !== undefined;
}

/**
 * Exports the spans not sent yet and stops tracing (before the process exits: the storefront's
 * main.ts and `trini-mock start` on SIGTERM); does nothing when tracing never started.
 */
export async function stopTracing(): Promise<void> {
  const stopping = stop;
  stop = undefined;
  await stopping?.();
}
