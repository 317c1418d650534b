import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The Content Security Policy's variable part: the inline scripts the page template runs. */
export interface ContentSecurity {
  /** `'sha256-…'` sources of the template's inline scripts (inline-scripts.ts). */
  scriptHashes: string[];
}

/**
 * Security headers of every answer (@fastify/helmet): a Content-Security-Policy (with `csp`;
 * `false` leaves it out) that allows this origin's scripts and, inline, only the template's own
 * (`csp.scriptHashes`, the boot script: no `'unsafe-inline'`; the page's state travels as a JSON
 * script, which is not executed), styles from this origin plus inline style attributes, images from this origin
 * and data: URIs, and forbids framing (`frame-ancestors 'none'`, so the checkout and payment pages
 * cannot be put in another site's frame); `X-Content-Type-Options: nosniff`;
 * `Referrer-Policy: strict-origin-when-cross-origin` (the payment provider sees the origin, not
 * the order page). The development server leaves the policy out (Vite's hot reload injects inline
 * scripts) and keeps the rest.
 */
export async function securityHeaders(
  app: FastifyInstance,
  csp: ContentSecurity | false,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: csp
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...csp.scriptHashes],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:'],
            mediaSrc: ["'self'"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
        }
      : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Media is proxied from the API; keep it loadable the way it was.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
