import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers of every answer (@fastify/helmet): a Content-Security-Policy that allows only
 * this origin's scripts (no inline script: the page's state travels as a JSON script, which is
 * not executed), styles from this origin plus inline style attributes, images from this origin
 * and data: URIs, and forbids framing (`frame-ancestors 'none'`, so the checkout and payment pages
 * cannot be put in another site's frame); `X-Content-Type-Options: nosniff`;
 * `Referrer-Policy: strict-origin-when-cross-origin` (the payment provider sees the origin, not
 * the order page). The development server leaves the policy out (Vite's hot reload injects inline
 * scripts) and keeps the rest.
 */
export async function securityHeaders(app: FastifyInstance, csp: boolean): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: csp
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
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
