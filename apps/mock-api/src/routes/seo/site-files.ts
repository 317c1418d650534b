import type { Category } from '@trini/domain';
import { ROUTES, categoryPath, productPath, trimTrailingSlashes } from '@trini/domain';
import type { FastifyInstance } from 'fastify';

/** Static storefront pages listed in the sitemap, with their change frequency. */
const STATIC_PAGES = [
  ROUTES.HOME,
  ROUTES.CATEGORY,
  ROUTES.DELIVERY_POLICY,
  ROUTES.TERMS,
  ROUTES.ABOUT,
  ROUTES.SERVICES,
  ROUTES.PRIVACY,
] as const;

/** Every category number of the tree, depth first. */
function categoryNumbers(tree: Category[]): number[] {
  return tree.flatMap((c) => [c.ProductCategoryNo, ...categoryNumbers(c.SubCategories)]);
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The storefront's `sitemap.xml` (sitemaps.org 0.9) generated from the session's catalogue: the
 * home and static pages, every category and every product, as absolute storefront URLs.
 */
export function sitemapXml(
  storefrontUrl: string,
  categories: Category[],
  productNos: number[],
): string {
  const urls = [
    ...STATIC_PAGES.map((p) => ({ loc: p, priority: p === ROUTES.HOME ? '1.0' : '0.5' })),
    ...categoryNumbers(categories).map((n) => ({ loc: categoryPath(n), priority: '0.7' })),
    ...productNos.map((n) => ({ loc: productPath(n), priority: '0.8' })),
  ];
  const body = urls
    .map(
      (u) =>
        `  <url><loc>${escapeXml(storefrontUrl + u.loc)}</loc><priority>${u.priority}</priority></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/**
 * The storefront's `robots.txt`: everything crawlable but the customer's own pages and the
 * payment return, and the sitemap's address. (The checkout stays crawlable: it shows the shop's
 * payment and delivery terms, and a blocked page fails the SEO audit.)
 */
export function robotsTxt(storefrontUrl: string): string {
  const disallow = [ROUTES.ACCOUNT, ROUTES.WIPAY, ROUTES.SUCCESS, '/__mock/'];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    `Sitemap: ${storefrontUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * GET /sitemap.xml and GET /robots.txt for the storefront (which proxies them, as it does /api),
 * built from the catalogue and STOREFRONT_URL. Cached for an hour.
 */
export async function siteFileRoutes(
  app: FastifyInstance,
  opts: { storefrontUrl: string },
): Promise<void> {
  const base = trimTrailingSlashes(opts.storefrontUrl);
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const { categories, products } = request.mock.state;
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600');
    return sitemapXml(
      base,
      categories,
      products.map((p) => p.ProductNo),
    );
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600');
    return robotsTxt(base);
  });
}
