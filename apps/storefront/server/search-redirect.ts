import type { FastifyInstance } from 'fastify';
import { ROUTES, searchPath } from '@trini/domain';

/** Most characters of a search text kept (the GetProducts contract's SearchText limit). */
export const SEARCH_TEXT_MAX = 200;

/**
 * Where a search form's submission goes: `/search/{text}` for the trimmed text (URL-encoded, cut
 * to SEARCH_TEXT_MAX characters), or null for a blank text (the app ignores a blank search, so the
 * shopper stays where they were).
 */
export function searchTarget(text: string | null): string | null {
  const trimmed = (text ?? '').trim().slice(0, SEARCH_TEXT_MAX).trim();
  return trimmed ? searchPath(trimmed) : null;
}

/**
 * The page a blank search returns to: the same-origin page it was submitted from (the Referer,
 * path and query only, never one starting `//`, which a browser reads as another site), else home
 * (`/`). `host` is the request's Host, the only origin trusted.
 */
export function blankSearchReturn(referer: string | undefined, host: string | undefined): string {
  if (!referer || !host) return '/';
  try {
    const from = new URL(referer);
    if (from.host !== host || (from.protocol !== 'http:' && from.protocol !== 'https:')) return '/';
    if (from.pathname === ROUTES.SEARCH && from.searchParams.has('text')) return '/';
    // `//evil.example` as a Location is another site (a scheme-relative URL): a path of this
    // site never starts with two slashes here.
    if (from.pathname.startsWith('//')) return '/';
    return `${from.pathname}${from.search}`;
  } catch {
    return '/';
  }
}

/**
 * The header and slide-menu search without JavaScript: their GET form submits
 * `/search?text={text}`, answered with a 303 to `/search/{text}` (see searchTarget), or, for a
 * blank text, back to the page it came from (blankSearchReturn). `/search` without `text` is
 * the search page itself (all products) and is left to the page renderer. Once the app runs, the
 * form navigates in the browser and never reaches this.
 */
export function searchRedirect(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const q = req.url.indexOf('?');
    if (q < 0 || req.url.slice(0, q) !== ROUTES.SEARCH) return;
    const params = new URLSearchParams(req.url.slice(q + 1));
    if (!params.has('text')) return;
    const target =
      searchTarget(params.get('text')) ?? blankSearchReturn(req.headers.referer, req.headers.host);
    await reply.header('cache-control', 'no-store').redirect(target, 303);
  });
}
