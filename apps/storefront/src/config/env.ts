import { z } from 'zod';

const boolFlag = z
  .enum(['true', 'false', '1', '0'], { message: "expected 'true', 'false', '1' or '0'" })
  .transform((v) => v === 'true' || v === '1');

/**
 * The `VITE_*` settings of the storefront (the spec's settings holder: API_URL, MEDIA_URL,
 * Icon_URL, IsDevMode, UseWipay). All optional; defaults make the app talk same-origin to the
 * proxied mock API. spec: shopping.md §1 settings, §7
 */
const EnvSchema = z.object({
  /** API base; '' = relative (same origin, proxied by Vite). No trailing slash. */
  VITE_API_URL: z
    .string()
    .regex(/^(|\/[^\s]*|https?:\/\/[^\s]+)$/, 'expected "", a path starting with "/" or an http(s) URL')
    .default('')
    .transform((v) => v.replace(/\/+$/, '')),
  /** Media base (images, videos, banners): base + file path. Ends with '/'. */
  VITE_MEDIA_URL: z
    .string()
    .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, 'expected a path starting with "/" or an http(s) URL')
    .default('/media/')
    .transform((v) => (v.endsWith('/') ? v : `${v}/`)),
  /** Development mode (local servers). */
  VITE_DEV_MODE: boolFlag.default(false),
  /** Card payment (WiPay) option offered by default. */
  VITE_USE_WIPAY: boolFlag.default(false),
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
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => {
      const value = raw[key];
      return [key, value === '' && key !== 'VITE_API_URL' ? undefined : value];
    }),
  );
  const result = EnvSchema.safeParse(picked);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `- ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Invalid storefront settings:\n${lines.join('\n')}`);
  }
  const e = result.data;
  return {
    API_URL: e.VITE_API_URL,
    MEDIA_URL: e.VITE_MEDIA_URL,
    ICON_URL: e.VITE_API_URL,
    IsDevMode: e.VITE_DEV_MODE,
    UseWipay: e.VITE_USE_WIPAY,
  };
}

/** The storefront's settings, parsed once at start. The only reader of `import.meta.env`. */
export const env: AppEnv = parseEnv(import.meta.env as Record<string, unknown>);
