import { trimTrailingSlashes } from '@trini/domain';
import * as z from 'zod/mini';

/** A `VITE_*` flag: 'true' or '1' is on, 'false' or '0' off; unset is off. */
const flag = z._default(
  z.pipe(
    z.enum(['true', 'false', '1', '0'], "expected 'true', 'false', '1' or '0'"),
    z.transform((v) => v === 'true' || v === '1'),
  ),
  false,
);

/**
 * The `VITE_*` settings of the storefront (the spec's settings holder: API_URL, MEDIA_URL,
 * Icon_URL, IsDevMode, UseWipay). All optional; defaults make the app talk same-origin to the
 * proxied mock API. spec: shopping.md §1 settings, §7
 */
const SettingsSchema = z.object({
  /** API base; '' = relative (same origin, proxied by the storefront server). No trailing slash. */
  VITE_API_URL: z._default(
    z.pipe(
      z
        .string()
        .check(
          z.regex(
            /^(|\/[^\s]*|https?:\/\/[^\s]+)$/,
            'expected "", a path starting with "/" or an http(s) URL',
          ),
        ),
      z.transform(trimTrailingSlashes),
    ),
    '',
  ),
  /** Media base (images, videos, banners): base + file path. Ends with '/'. */
  VITE_MEDIA_URL: z._default(
    z.pipe(
      z
        .string()
        .check(
          z.regex(
            /^(\/[^\s]*|https?:\/\/[^\s]+)$/,
            'expected a path starting with "/" or an http(s) URL',
          ),
        ),
      z.transform((v) => (v.endsWith('/') ? v : `${v}/`)),
    ),
    '/media/',
  ),
  /** Development mode (local servers). */
  VITE_DEV_MODE: flag,
  /** Card payment (WiPay) option offered by default. */
  VITE_USE_WIPAY: flag,
});

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
  // An empty value is an unset one, except the API base, where '' means "same origin".
  const given = Object.fromEntries(
    Object.entries(raw).filter(([key, value]) => value !== '' || key === 'VITE_API_URL'),
  );
  const parsed = SettingsSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid storefront settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
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
