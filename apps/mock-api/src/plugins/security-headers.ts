import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer of the mock, the hosted payment page included
 * (@fastify/helmet): `X-Content-Type-Options: nosniff`, no framing by any site
 * (`Content-Security-Policy: frame-ancestors 'none'` and `X-Frame-Options: DENY`, so the payment
 * page cannot be put in another site's frame) and `Referrer-Policy: strict-origin-when-cross-origin`.
 * The policy restricts framing only: the API docs page (Swagger UI) keeps its own scripts and
 * styles. Cross-origin resource and opener policies are left off: the storefront's pages open the
 * payment page and show the media.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
          frameAncestors: ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginResourcePolicy: false,
      crossOriginOpenerPolicy: false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    });
  },
  { name: 'security-headers' },
);
