import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

/**
 * The paths the server passes to the API unchanged, so the browser talks to one origin (cookies
 * such as XSRF-TOKEN stay first-party): the API, its media and banners, the mock's test controls,
 * and the API's sitemap.xml and robots.txt.
 */
export const PROXIED_PREFIXES = ['/api', '/media', '/ERP', '/__mock'] as const;

/** Single files the API serves for the site. */
export const PROXIED_FILES = ['/sitemap.xml', '/robots.txt'] as const;

/**
 * Proxies PROXIED_PREFIXES and PROXIED_FILES to `apiOrigin` (@fastify/http-proxy), with every
 * request header (the e2e tests' `x-mock-session` among them) and the API's own answer headers.
 */
export async function apiProxy(app: FastifyInstance, apiOrigin: string): Promise<void> {
  for (const prefix of PROXIED_PREFIXES)
    await app.register(proxy, { upstream: apiOrigin, prefix, rewritePrefix: prefix });
  for (const file of PROXIED_FILES)
    await app.register(proxy, { upstream: apiOrigin, prefix: file, rewritePrefix: file });
}
