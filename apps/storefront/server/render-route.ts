import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import type { RenderOptions, RenderedPage } from '../src/entry-server.tsx';
import type { ServerSettings } from './settings.ts';

/** What renders a page: the built server entry in production, Vite's SSR loader in development. */
export interface PageRenderer {
  /** Renders the page of `request` (see entry-server.tsx `render`). */
  render(request: Request, options: RenderOptions): Promise<RenderedPage>;
  /** Fills the page template with a rendered page, for the page at `url` (a stream of HTML). */
  html(url: string, page: RenderedPage): Promise<Readable>;
}

/** Request headers passed on to the API while rendering: the mock API's test session. */
const FORWARDED = ['x-mock-session'];

/** A page every shopper sees when rendering itself failed (a bug, not their mistake). */
const FAILURE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong | Trini Online Store</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>Something went wrong</h1><p>Sorry, this page failed to load. Please try again in a moment; your cart is safe.</p><p><a href="/">Continue Shopping</a></p></body></html>`;

/**
 * The path and query of a request target: itself in the usual origin form (`/a?b`), the part
 * after the authority in the absolute form (`http://host/a?b`, RFC 9112 §3.2.2), as Fastify's
 * router reads it; the authority is not this site's to trust.
 */
export function requestPath(url: string): string {
  if (url.startsWith('/')) return url;
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url);
  const rest = match ? url.slice(match[0].length) : url;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * Cache-Control of a rendered page: pages hold no shopper's data (session and coupon stay in the
 * browser), so a CDN in front may share them — briefly (`s-maxage`), serving a stale copy while
 * it revalidates (`stale-while-revalidate`); browsers revalidate each visit (`max-age=0`). A page
 * rendered from the shopper's cart cookie (`personal`: their cart, their header count) is
 * `private`: only their browser keeps it. Errors are not cached.
 */
export function pageCacheControl(
  status: number,
  settings: ServerSettings,
  personal = false,
): string {
  if (status >= 500) return 'no-store';
  if (personal) return 'private, max-age=0';
  return `public, max-age=0, s-maxage=${settings.htmlMaxAgeS}, stale-while-revalidate=${settings.htmlStaleWhileRevalidateS}`;
}

/**
 * Every GET that is not a file or a proxied API path renders a page: status from the render (200,
 * 404 for unknown paths, products and categories, 503 with `Retry-After` when the API cannot be
 * reached, never a 500 for a client's mistake), head tags and data in the HTML, caching headers
 * (`pageCacheControl`). The page's data is fetched before the first byte is sent, because its
 * status depends on it (a 404 or 503 cannot be announced after a 200); then the HTML is streamed
 * as it renders. API calls made while rendering have a time limit (API_TIMEOUT_MS), so no request
 * hangs on a slow API. Absolute URLs are built from `siteOrigin(Host)` (origin/site-origin.ts),
 * never from the Host itself.
 */
export async function renderRoute(
  app: FastifyInstance,
  settings: ServerSettings,
  renderer: PageRenderer,
  siteOrigin: (host: string | undefined) => string,
): Promise<void> {
  app.get('/*', async (req, reply) => {
    const origin = siteOrigin(req.headers.host);
    const forwardHeaders: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = req.headers[name];
      if (typeof value === 'string') forwardHeaders[name] = value;
    }
    // The API's per-client limits count the shopper the page is rendered for, not this server.
    forwardHeaders['x-forwarded-for'] = req.ip;
    let page: RenderedPage;
    let html: Readable;
    try {
      // The cart cookie is read by the render (issue 23 §4); no other request header is passed.
      const cookie = req.headers.cookie;
      // Joined, not resolved: a path such as `//other.example/x` stays a path of this site.
      const request = new Request(`${origin}${requestPath(req.url)}`, {
        headers: typeof cookie === 'string' ? { cookie } : {},
      });
      page = await renderer.render(request, {
        apiOrigin: settings.apiOrigin,
        apiTimeoutMs: settings.apiTimeoutMs,
        forwardHeaders,
        origin,
      });
      html = await renderer.html(req.url, page);
    } catch (error) {
      req.log.error({ err: error }, 'rendering failed');
      return reply
        .code(500)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(FAILURE_PAGE);
    }
    if (page.status === 503) reply.header('Retry-After', String(settings.retryAfterS));
    return (
      reply
        .code(page.status)
        .header('Cache-Control', pageCacheControl(page.status, settings, page.personal))
        // A shared cache keeps one copy per cookie: a shopper's cart is never served to another.
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  });
}
