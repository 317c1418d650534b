/** How to stop the tracing this process started, once its tracing.ts has started it. */
let stop: (() => Promise<void>) | undefined;

/** Why tracing is off although it was asked for, once a tracing.ts has said so. */
let unavailable: string | undefined;

/** Records that tracing started in this process (tracing.ts), with how to stop it. */
export function tracingStarted(stopTracing: () => Promise<void>): void {
  stop = stopTracing;
}

/** True once tracing started in this process (tracing.ts was preloaded with an endpoint). */
export function isTracing(): boolean {
  return stop !== undefined;
}

/**
 * Records why tracing is off although an endpoint asked for it: `line`, one line for the server to
 * print at start, saying what to install (a server whose OpenTelemetry packages are optional and
 * not installed: the mock API's tracing.ts). The process runs on untraced.
 */
export function tracingUnavailable(line: string): void {
  unavailable = line;
}

/** The line tracingUnavailable recorded, or undefined when tracing was not refused so. */
export function tracingUnavailableLine(): string | undefined {
  return unavailable;
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
