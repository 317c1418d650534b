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
