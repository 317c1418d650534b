import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { RenderOptions, RenderedPage } from '../src/entry-server.tsx';
import { REQUEST_ID_HEADER } from '@trini/server-kit';
import type { ServerSettings } from './settings.ts';
import { MOCK_SESSION_HEADER } from './api-proxy.ts';

/** What renders a page: the built server entry in production, Vite's SSR loader in development. */
export interface PageRenderer {
  /** Renders the page of `request` (see entry-server.tsx `render`). */
  render(request: Request, options: RenderOptions): Promise<RenderedPage>;
  /** Fills the page template with a rendered page, for the page at `url` (a stream of HTML). */
  html(url: string, page: RenderedPage): Promise<Readable>;
  /**
   * The route pattern of a path (`/productdetails/:ProductNo`; `/*` for an unknown path), as the
   * render labels it (entry-server.tsx `routePatternOf`): the label of a browser's web vitals.
   */
  routePattern?(pathname: string): string;
  /**
   * True when the page at `pathname` renders the shopper's cart lines from the cart and coupon
   * cookies (entry-server.tsx `rendersCookieCart`); the page cache keeps such a page for a guest
   * without a cart only. Without it every page is taken to do so.
   */
  rendersCart?(pathname: string): boolean;
}

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

/** A page rendered for a request: its status and head, and its HTML as a stream. */
export interface PageRender {
  page: RenderedPage;
  html: Readable;
}

/**
 * Renders the page of `req` at `origin` (see origin/site-origin.ts) with `renderer`: the URL is
 * the origin joined with `path`, by default the request's path and query (so `//other.example/x`
 * stays a path of this site; the page cache passes it without tracking parameters);
 * the cart and coupon cookies are the only request headers the render reads; the API gets the
 * mock session header (with MOCK_CONTROLS only), the shopper's address as X-Forwarded-For (its per-client limits count the shopper,
 * not this server) and the request's id as X-Request-Id (its logs name the same request), and a
 * time limit per call. The page's state carries the calls behind its data with SSR_CALLS only
 * (ServerSettings.ssrCalls). Rejects when rendering fails (a bug).
 */
export async function renderPage(
  req: FastifyRequest,
  settings: ServerSettings,
  renderer: PageRenderer,
  origin: string,
  path: string = requestPath(req.url),
): Promise<PageRender> {
  const forwardHeaders: Record<string, string> = {};
  const session = req.headers[MOCK_SESSION_HEADER];
  if (settings.mockControls && typeof session === 'string')
    forwardHeaders[MOCK_SESSION_HEADER] = session;
  forwardHeaders['x-forwarded-for'] = req.ip;
  forwardHeaders[REQUEST_ID_HEADER] = req.id;
  const cookie = req.headers.cookie;
  const request = new Request(`${origin}${path}`, {
    headers: typeof cookie === 'string' ? { cookie } : {},
  });
  const page = await renderer.render(request, {
    apiOrigin: settings.apiOrigin,
    apiTimeoutMs: settings.apiTimeoutMs,
    forwardHeaders,
    origin,
    ssrCalls: settings.ssrCalls,
  });
  return { page, html: await renderer.html(path, page) };
}
