import { isIP } from 'node:net';

/** proxy-addr's names for address ranges (what Fastify's `trustProxy` understands). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * What a TRUST_PROXY setting must be, worded for the settings error of either server (zod's
 * message after `- TRUST_PROXY: `).
 */
export const TRUST_PROXY_EXPECTED =
  "a comma-separated list of the proxies' addresses: IPs, CIDR ranges ('10.0.0.0/8') or loopback, linklocal, uniquelocal";

/**
 * True for a proxy address Fastify can trust: an IPv4 or IPv6 address, a CIDR range
 * (`10.0.0.0/8`, `fd00::/8`; prefix at most 32 or 128 bits) or one of proxy-addr's range names
 * (`loopback`, `linklocal`, `uniquelocal`). Anything else (`*`, `true`, a host name, a hop count)
 * is false: a setting naming it is refused rather than read as "trust everyone".
 */
export function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * The entries of a comma-separated setting: split at commas, trimmed, empty ones dropped
 * (`' a, ,b '` is `['a', 'b']`, `''` is `[]`).
 */
export function commaListEntries(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * Fastify's `trustProxy` option for a validated TRUST_PROXY list (each entry `isProxyAddress`):
 * the list itself, or `false` for an empty one, so that no request's X-Forwarded-For is believed
 * and every request is its socket's address.
 */
export function trustProxyOption(list: readonly string[]): string[] | false {
  return list.length > 0 ? [...list] : false;
}
