import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CART_COOKIE } from '@trini/domain';
import { pageCacheVariant } from './page-cache/bypass.ts';
import { isCacheablePath, pageCacheKey, untrackedPath } from './page-cache/cache-key.ts';
import { acceptedEncoding } from './page-cache/encodings.ts';
import type {
  BufferedPage,
  CacheOutcome,
  PageStore,
  StoreAnswer,
} from './page-cache/page-store.ts';
import { renderPage, requestPath } from './render-page.ts';
import type { PageRender, PageRenderer } from './render-page.ts';
import type { ServerSettings } from './settings.ts';
import { inRenderSpan } from './tracing/render-span.ts';
import { namePageRoute } from './tracing/page-route-namer.ts';

/** A page every shopper sees when rendering itself failed (a bug, not their mistake). */
const FAILURE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong | Trini Online Store</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>Something went wrong</h1><p>Sorry, this page failed to load. Please try again in a moment; your cart is safe.</p><p><a href="/">Continue Shopping</a></p></body></html>`;

/**
 * Cache-Control of a rendered page: pages hold no shopper's data (session and coupon stay in the
 * browser), so a CDN in front may share them — briefly (`s-maxage`), serving a stale copy while
 * it revalidates (`stale-while-revalidate`); browsers revalidate each visit (`max-age=0`). A page
 * rendered from the shopper's cart cookie (`personal`: their cart, their header count) is
 * `private`: only their browser keeps it. Errors are not cached, nor is a `degraded` page (one
 * built while an API call failed or answered what its contract refuses: it shows an error state).
 */
export function pageCacheControl(
  status: number,
  settings: ServerSettings,
  personal = false,
  degraded = false,
): string {
  if (status >= 500 || degraded) return 'no-store';
  if (personal) return 'private, max-age=0';
  return `public, max-age=0, s-maxage=${settings.htmlMaxAgeS}, stale-while-revalidate=${settings.htmlStaleWhileRevalidateS}`;
}

/** The route label of a page whose render failed or named no route. */
const ANY_PAGE = '/*';

/** What the page route reports, for the server's metrics (metrics/page-metrics.ts). */
export interface PageObserver {
  /** A page was rendered (its data and shell) in `seconds`: its route pattern and status. */
  rendered(route: string, status: number, seconds: number): void;
  /**
   * A page request was answered: the page's route pattern, and how the page cache answered it
   * (undefined with the cache off).
   */
  answered(req: FastifyRequest, route: string, outcome: CacheOutcome | 'BYPASS' | undefined): void;
}

/** What the page route is built from. */
export interface RenderRouteOptions {
  settings: ServerSettings;
  renderer: PageRenderer;
  /** The origin of a page for a request's Host (origin/site-origin.ts). */
  siteOrigin: (host: string | undefined) => string;
  /** The page cache, or undefined when it is off (PAGE_CACHE=0). */
  cache: PageStore | undefined;
  /** Told of each render and answer (the metrics), when given. */
  observer?: PageObserver;
}

/** renderPage, timed for the observer, in a span of its own (tracing/render-span.ts). */
async function timedRender(
  req: FastifyRequest,
  options: RenderRouteOptions,
  origin: string,
  path?: string,
): Promise<PageRender> {
  const started = performance.now();
  const render = await inRenderSpan(() =>
    renderPage(req, options.settings, options.renderer, origin, path),
  );
  const { route = ANY_PAGE, status } = render.page;
  options.observer?.rendered(route, status, (performance.now() - started) / 1000);
  return render;
}

/**
 * Tells the observer how a page request was answered, and names the request's server span by the
 * page's route pattern while tracing (tracing/page-route-namer.ts).
 */
function answered(
  req: FastifyRequest,
  options: RenderRouteOptions,
  route: string,
  outcome: CacheOutcome | 'BYPASS' | undefined,
): void {
  namePageRoute(route);
  options.observer?.answered(req, route, outcome);
}

/** Answers the failure page (500, `no-store`) after logging why. */
function failure(req: FastifyRequest, reply: FastifyReply, error: unknown) {
  req.log.error({ err: error }, 'rendering failed');
  return reply
    .code(500)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(FAILURE_PAGE);
}

/**
 * Sets the status and the headers every rendered page gets, and the cart cookie a page changed
 * (`cartCookie`, cart/{ProductNo}: entry-server.tsx), with the attributes the app writes it with
 * (src/lib/cart-cookie.ts): Path=/, Max-Age CART_COOKIE.MAX_AGE_S, SameSite=Lax, Secure on https.
 */
function pageHeaders(
  reply: FastifyReply,
  settings: ServerSettings,
  page: Pick<BufferedPage, 'status' | 'personal' | 'degraded' | 'cartCookie'>,
  origin: string,
): FastifyReply {
  const { status, personal, degraded, cartCookie } = page;
  if (status === 503) reply.header('Retry-After', String(settings.retryAfterS));
  if (cartCookie)
    reply.setCookie(CART_COOKIE.NAME, cartCookie, {
      path: '/',
      maxAge: CART_COOKIE.MAX_AGE_S,
      sameSite: 'lax',
      secure: origin.startsWith('https:'),
    });
  return (
    reply
      .code(status)
      .header('Cache-Control', pageCacheControl(status, settings, personal, degraded))
      // A shared cache keeps one copy per cookie (a shopper's cart is never served to another)
      // and per encoding (lower case: @fastify/compress adds it unless it finds it so).
      .header('Vary', 'Cookie, accept-encoding')
      .type('text/html; charset=utf-8')
  );
}

/** Renders a page for this request alone and streams it as it renders. */
async function streamed(
  req: FastifyRequest,
  reply: FastifyReply,
  options: RenderRouteOptions,
  outcome: 'BYPASS' | undefined,
) {
  const origin = options.siteOrigin(req.headers.host);
  let render: PageRender;
  try {
    render = await timedRender(req, options, origin);
  } catch (error) {
    answered(req, options, ANY_PAGE, outcome);
    return failure(req, reply, error);
  }
  const { page, html } = render;
  answered(req, options, page.route ?? ANY_PAGE, outcome);
  if (outcome) reply.header('X-Cache', outcome);
  return pageHeaders(reply, options.settings, page, origin).send(html);
}

/** Renders a page for the cache: read to its end. */
async function buffered(
  req: FastifyRequest,
  options: RenderRouteOptions,
  origin: string,
  path: string,
): Promise<BufferedPage> {
  const { page, html } = await timedRender(req, options, origin, path);
  const chunks = (await html.toArray()) as (Buffer | string)[];
  return {
    status: page.status,
    personal: page.personal,
    ...(page.degraded ? { degraded: true } : {}),
    ...(page.cartCookie ? { cartCookie: page.cartCookie } : {}),
    route: page.route,
    body: Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))),
  };
}

/**
 * Answers a guest's page from the page cache (page-cache/page-store.ts): `X-Cache` says HIT,
 * STALE or MISS, `Age` how old a kept copy is; a kept copy goes out compressed as the browser
 * accepts once that copy is made (before, @fastify/compress compresses it as any page).
 */
async function cached(
  req: FastifyRequest,
  reply: FastifyReply,
  options: RenderRouteOptions,
  cache: PageStore,
  variant: string,
) {
  const origin = options.siteOrigin(req.headers.host);
  const path = requestPath(req.url);
  const key = variant ? `${pageCacheKey(origin, path)} ${variant}` : pageCacheKey(origin, path);
  let answer: StoreAnswer;
  try {
    answer = await cache.answer(key, () => buffered(req, options, origin, untrackedPath(path)));
  } catch (error) {
    answered(req, options, ANY_PAGE, 'MISS');
    return failure(req, reply, error);
  }
  const { page, outcome } = answer;
  answered(req, options, page.route ?? ANY_PAGE, outcome);
  pageHeaders(reply, options.settings, page, origin).header('X-Cache', outcome);
  if (!('storedAt' in page)) return reply.send(page.body);
  if (outcome !== 'MISS') reply.header('Age', String(cache.ageS(page)));
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  const copy = encoding ? cache.encoded(key, page, encoding) : undefined;
  if (encoding && copy) return reply.header('Content-Encoding', encoding).send(copy);
  return reply.send(page.body);
}

/**
 * Every GET that is not a file or a proxied API path renders a page: status from the render (200,
 * 404 for unknown paths, products and categories, 503 with `Retry-After` when the API cannot be
 * reached, never a 500 for a client's mistake), head tags and data in the HTML, caching headers
 * (`pageCacheControl`). The page's data is fetched before the first byte is sent, because its
 * status depends on it (a 404 or 503 cannot be announced after a 200). API calls made while
 * rendering have a time limit (API_TIMEOUT_MS), so no request hangs on a slow API. Absolute URLs
 * are built from `siteOrigin(Host)`, never from the Host itself.
 *
 * With the page cache on, a request for a page whose query holds only parameters a render reads
 * and tracking ones (page-cache/cache-key.ts) is answered from it (`cached`: tracking parameters
 * are in neither its key nor the URL rendered), one copy per cart line count the header shows,
 * unless its headers make the page its own (page-cache/bypass.ts: credentials, the cart on the
 * cart and checkout pages, a mock session only with MOCK_CONTROLS); any other request bypasses it
 * (`X-Cache: BYPASS`) and its page streams as it renders, as every page does with the cache off.
 */
export async function renderRoute(
  app: FastifyInstance,
  options: RenderRouteOptions,
): Promise<void> {
  const { cache } = options;
  // Named, so that its span reads `handler - answerPage` (@fastify/otel).
  const answerPage = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!cache) return streamed(req, reply, options, undefined);
    const path = requestPath(req.url);
    if (!isCacheablePath(path)) return streamed(req, reply, options, 'BYPASS');
    const { pathname } = new URL(`${options.siteOrigin(req.headers.host)}${path}`);
    const answer = pageCacheVariant(req.headers, pathname, {
      mockControls: options.settings.mockControls,
      rendersCart: options.renderer.rendersCart?.bind(options.renderer),
    });
    if ('bypass' in answer) return streamed(req, reply, options, 'BYPASS');
    return cached(req, reply, options, cache, answer.variant);
  };
  app.get('/*', answerPage);
}
