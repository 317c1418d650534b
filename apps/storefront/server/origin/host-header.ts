import { isIPv4, isIPv6 } from 'node:net';

/** A well-formed `Host` header, split: lower-case host name or address, and port when given. */
export interface ParsedHost {
  /** Lower-case DNS name (`shop.example`), IPv4 address, or IPv6 address in brackets (`[::1]`). */
  hostname: string;
  /** The port, 1–65535, or undefined when the header names none. */
  port: number | undefined;
}

/** One DNS label: letters, digits, hyphen and underscore, 1–63 characters, no hyphen at its ends. */
const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;

/** Longest DNS name, in characters (RFC 1035). */
const NAME_MAX = 253;

/** True for a DNS name of LABELs (a trailing dot allowed) or an IPv4 address. */
function isHostName(name: string): boolean {
  if (isIPv4(name)) return true;
  const bare = name.endsWith('.') ? name.slice(0, -1) : name;
  if (bare.length === 0 || bare.length > NAME_MAX) return false;
  return bare.split('.').every((label) => LABEL.test(label));
}

/**
 * Parses a `Host` request header (RFC 9110 §7.2: host, then an optional `:port`). Accepts a DNS
 * name (ASCII, punycode for others), an IPv4 address or a bracketed IPv6 address, and a port of
 * 1–65535. Answers null for anything else (`a b`, `[::1`, `x:99999`, `:80`, `exa%mple.com`, an
 * empty port), which the server answers 400: the page's links must never be built from it.
 */
export function parseHostHeader(value: string): ParsedHost | null {
  const host = value.trim().toLowerCase();
  let hostname: string;
  let rest: string;
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end < 0 || !isIPv6(host.slice(1, end))) return null;
    hostname = host.slice(0, end + 1);
    rest = host.slice(end + 1);
  } else {
    const colon = host.indexOf(':');
    hostname = colon < 0 ? host : host.slice(0, colon);
    rest = colon < 0 ? '' : host.slice(colon);
    if (!isHostName(hostname)) return null;
  }
  if (rest === '') return { hostname, port: undefined };
  if (!/^:\d{1,5}$/.test(rest)) return null;
  const port = Number(rest.slice(1));
  return port >= 1 && port <= 65_535 ? { hostname, port } : null;
}

/** True for a name or address only this machine reaches: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase();
  if (h === 'localhost' || h === '::1' || h === '[::1]') return true;
  return isIPv4(h) && h.startsWith('127.');
}
