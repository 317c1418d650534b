import { trimTrailingSlashes } from '@trini/domain';
const BOOL_VALUES = ['true', 'false', '1', '0'];

/** One `VITE_*` setting: its default and how a set value is checked and normalised. */
interface Setting<T> {
  fallback: T;
  read: (value: unknown) => { ok: true; value: T } | { ok: false; message: string };
}

const text = (
  pattern: RegExp,
  message: string,
  fallback: string,
  normalise: (v: string) => string,
): Setting<string> => ({
  fallback: normalise(fallback),
  read: (value) => {
    if (typeof value !== 'string')
      return { ok: false, message: `Invalid input: expected string, received ${typeOf(value)}` };
    return pattern.test(value) ? { ok: true, value: normalise(value) } : { ok: false, message };
  },
});

const boolFlag: Setting<boolean> = {
  fallback: false,
  read: (value) =>
    typeof value === 'string' && BOOL_VALUES.includes(value)
      ? { ok: true, value: value === 'true' || value === '1' }
      : { ok: false, message: "expected 'true', 'false', '1' or '0'" },
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * The `VITE_*` settings of the storefront (the spec's settings holder: API_URL, MEDIA_URL,
 * Icon_URL, IsDevMode, UseWipay). All optional; defaults make the app talk same-origin to the
 * proxied mock API. Checked by hand (no schema library in the entry bundle). spec: shopping.md §1 settings, §7
 */
const SETTINGS = {
  /** API base; '' = relative (same origin, proxied by the storefront server). No trailing slash. */
  VITE_API_URL: text(
    /^(|\/[^\s]*|https?:\/\/[^\s]+)$/,
    'expected "", a path starting with "/" or an http(s) URL',
    '',
    trimTrailingSlashes,
  ),
  /** Media base (images, videos, banners): base + file path. Ends with '/'. */
  VITE_MEDIA_URL: text(
    /^(\/[^\s]*|https?:\/\/[^\s]+)$/,
    'expected a path starting with "/" or an http(s) URL',
    '/media/',
    (v) => (v.endsWith('/') ? v : `${v}/`),
  ),
  /** Development mode (local servers). */
  VITE_DEV_MODE: boolFlag,
  /** Card payment (WiPay) option offered by default. */
  VITE_USE_WIPAY: boolFlag,
};

type Parsed = { [K in keyof typeof SETTINGS]: (typeof SETTINGS)[K]['fallback'] };

/** The parsed settings. spec: shopping.md §1 settings holder */
export interface AppEnv {
  /** API base address, '' for same origin. */
  API_URL: string;
  /** Media base address ending with '/'. */
  MEDIA_URL: string;
  /** Gallery-thumbnail host (the spec's Icon_URL): the API base. */
  ICON_URL: string;
  /** Development mode flag. */
  IsDevMode: boolean;
  /** Card payment option default. */
  UseWipay: boolean;
}

/**
 * Parses raw `import.meta.env`-like values into `AppEnv`. Unset or empty values take defaults.
 * Throws an Error whose message lists every bad variable, one per line
 * ("Invalid storefront settings:\n- VITE_MEDIA_URL: expected ...").
 * spec: shopping.md §1 settings
 */
export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const lines: string[] = [];
  const parsed: Record<string, unknown> = {};
  for (const [key, setting] of Object.entries(SETTINGS) as [string, Setting<unknown>][]) {
    const value = raw[key];
    if (value === undefined || (value === '' && key !== 'VITE_API_URL')) {
      parsed[key] = setting.fallback;
      continue;
    }
    const result = setting.read(value);
    if (result.ok) parsed[key] = result.value;
    else lines.push(`- ${key}: ${result.message}`);
  }
  if (lines.length > 0) throw new Error(`Invalid storefront settings:\n${lines.join('\n')}`);
  const e = parsed as Parsed;
  return {
    API_URL: e.VITE_API_URL,
    MEDIA_URL: e.VITE_MEDIA_URL,
    ICON_URL: e.VITE_API_URL,
    IsDevMode: e.VITE_DEV_MODE,
    UseWipay: e.VITE_USE_WIPAY,
  };
}

/** The storefront's settings, parsed once at start. The only reader of `import.meta.env`. */
export const env: AppEnv = parseEnv(import.meta.env);
