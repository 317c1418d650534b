import { isIPv6 } from 'node:net';
import { parseHostHeader } from './host-header.ts';

/** What the site's origin is chosen from (see ServerSettings). */
export interface OriginSettings {
  /** PUBLIC_ORIGIN: the site's origin, no trailing slash; undefined when unset. */
  publicOrigin: string | undefined;
  /** ALLOWED_ORIGINS: the other origins the site answers at, chosen by the request's Host. */
  allowedOrigins: readonly string[];
  /** HOST: the interface the server listens on (loopback when neither origin setting is set). */
  host: string;
  /** PORT as set (0 picks a free one: then the port listened on counts). */
  port: number;
}

/** The port a scheme implies when a Host names none. */
const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/** `host` as it stands in a URL: an IPv6 address in brackets. */
function urlHost(host: string): string {
  return isIPv6(host) ? `[${host}]` : host;
}

/**
 * Chooses the origin a page's absolute URLs (canonical, og:url, og:image, JSON-LD, the state the
 * browser hydrates with) are built from, for a request's Host header. Never the Host itself: the
 * origin of ALLOWED_ORIGINS whose host the Host names (its scheme's default port may be written
 * or left out), else PUBLIC_ORIGIN, else the first of ALLOWED_ORIGINS, else the server's own
 * loopback address (`http://127.0.0.1:4173`; settings.ts refuses a non-loopback HOST without an
 * origin setting). `listeningPort` answers the port listened on, or undefined before listening
 * (then `settings.port`). A `Host: evil.example` thus never reaches a page, or a cache shared by
 * every shopper.
 */
export function siteOriginFor(
  settings: OriginSettings,
  listeningPort: () => number | undefined,
): (hostHeader: string | undefined) => string {
  const candidates = [settings.publicOrigin, ...settings.allowedOrigins]
    .filter((o): o is string => o !== undefined)
    .map((origin) => {
      const url = new URL(origin);
      return { origin, host: url.host, defaultPort: DEFAULT_PORTS[url.protocol] };
    });
  const fallback = settings.publicOrigin ?? settings.allowedOrigins[0];
  return (hostHeader) => {
    const parsed = hostHeader === undefined ? null : parseHostHeader(hostHeader);
    if (parsed) {
      const match = candidates.find(
        (c) =>
          c.host ===
          (parsed.port === undefined || parsed.port === c.defaultPort
            ? parsed.hostname
            : `${parsed.hostname}:${parsed.port}`),
      );
      if (match) return match.origin;
    }
    return fallback ?? `http://${urlHost(settings.host)}:${listeningPort() ?? settings.port}`;
  };
}
