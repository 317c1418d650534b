/** `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?message}`, `${NAME?message}`, `$NAME` or `$$`. */
const VARIABLE = /\$\$|\$\{(\w+)(?:(:?[-?])([^}]*))?\}|\$(\w+)/g;

/**
 * Interpolates a compose file's value as `docker compose` does with the environment `env`:
 * `${NAME}` and `$NAME` (empty when unset), `${NAME:-default}` (default when unset or empty),
 * `${NAME-default}` (when unset), `${NAME:?message}` and `${NAME?message}` (required: throws
 * `NAME: message` when unset, or empty for `:?`), `$$` (a `$`). Nested defaults are not
 * supported.
 */
export function interpolate(value: string, env: Record<string, string | undefined>): string {
  return value.replace(
    VARIABLE,
    (match, name?: string, operator?: string, word?: string, bare?: string) => {
      if (match === '$$') return '$';
      if (bare) return env[bare] ?? '';
      const set = env[name ?? ''];
      const usable = operator?.startsWith(':') ? Boolean(set) : set !== undefined;
      if (operator?.endsWith('-')) return usable ? (set ?? '') : (word ?? '');
      if (operator?.endsWith('?') && !usable) throw new Error(`${name}: ${word || 'required'}`);
      return set ?? '';
    },
  );
}

/** The names a value requires (`${NAME:?…}`, `${NAME?…}`), in order. */
export function requiredVariables(value: string): string[] {
  return [...value.matchAll(VARIABLE)].filter((m) => m[2]?.endsWith('?')).map((m) => m[1] ?? '');
}

/**
 * A service's `environment` as the container gets it: each value interpolated with `env`; a key
 * without a value (`JWT_SECRET:` in the map form) takes `env`'s value, and is left out when `env`
 * has none. Throws for a required variable `env` lacks.
 */
export function serviceEnvironment(
  environment: Record<string, string | number | boolean | null> | undefined,
  env: Record<string, string | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(environment ?? {})) {
    if (value === null) {
      const passed = env[key];
      if (passed !== undefined) out[key] = passed;
    } else out[key] = interpolate(String(value), env);
  }
  return out;
}
