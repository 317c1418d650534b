/** How to stop the tracing this process started, once tracing.ts has started it. */
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
 * Exports the spans not sent yet and stops tracing (before the process exits: main.ts on
 * SIGTERM); does nothing when tracing never started.
 */
export async function stopTracing(): Promise<void> {
  const stopping = stop;
  stop = undefined;
  await stopping?.();
}

/** What names a request's server span by its page's route (page-route.ts); nothing until set. */
let pageRouteNamer: (route: string) => void = () => undefined;

/** Sets what names a request's server span by its page's route (tracing.ts, while tracing). */
export function namePageRoutesWith(namer: (route: string) => void): void {
  pageRouteNamer = namer;
}

/**
 * Names the current request's server span by its page's route pattern (`GET /productdetails/
 * :ProductNo` instead of the catch-all `GET /*`) while tracing; does nothing otherwise.
 */
export function namePageRoute(route: string): void {
  pageRouteNamer(route);
}
