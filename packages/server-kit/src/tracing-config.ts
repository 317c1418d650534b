/**
 * Where the server's traces go: OTEL_EXPORTER_OTLP_ENDPOINT, an http(s) URL (the collector's OTLP
 * HTTP address, e.g. `http://otel-collector:4318`; traces are posted to its `/v1/traces`).
 * Undefined, so tracing is off, when it is unset or empty, when OTEL_SDK_DISABLED is `true`, and
 * when it is not an http(s) URL (the storefront's settings then refuse to start with that setting
 * named; `trini-mock start` says so in one line and runs without). Reads the environment only: it
 * runs before anything else loads (each server's tracing.ts).
 */
export function tracingEndpoint(env: Record<string, string | undefined>): string | undefined {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint || env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  return isHttpUrl(endpoint) ? endpoint : undefined;
}

/** True for an absolute http: or https: URL. */
export function isHttpUrl(value: string): boolean {
  const url = URL.parse(value);
  return url?.protocol === 'http:' || url?.protocol === 'https:';
}
