/** The site name appended to every page title. */
export const SITE_NAME = 'Trini Online Store';

/** The description of pages that give none (also the home page's). */
export const SITE_DESCRIPTION =
  'Trini Online Store: electronics, kitchen, health and beauty, home and decor and more, delivered across Trinidad and Tobago. Prices in TT$.';

/** ISO 4217 code of the TT$ prices (Open Graph product price, JSON-LD offers). */
export const CURRENCY_CODE = 'TTD';

/** One head element: `<title>`, `<meta name|property content>` or `<link rel=canonical>`. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; key: 'name' | 'property'; name: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string };

/** What a page says about itself. */
export interface PageHead {
  /** Page name; the title is 'name | Trini Online Store', or the site name alone without one. */
  title?: string;
  description?: string;
  /** Main image: absolute, or root-relative (made absolute with the origin). */
  image?: string;
  type?: 'website' | 'product';
  /** Product price in TT$ (Open Graph `product:price:amount`, currency TTD). */
  price?: number;
}

/**
 * The head tags of a page at `origin` + `pathname` (no query): title, description, canonical,
 * Open Graph (site_name, title, description, url, type, absolute image, product price and
 * currency TTD) and the Twitter card (summary_large_image with an image, else summary). The server
 * writes them into the HTML; the browser updates them on client-side navigation.
 */
export function headTags(page: PageHead, origin: string, pathname: string): HeadTag[] {
  const title = page.title ? `${page.title} | ${SITE_NAME}` : SITE_NAME;
  const description = page.description || SITE_DESCRIPTION;
  const url = `${origin}${pathname}`;
  const image = page.image ? new URL(page.image, origin).href : undefined;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    key,
    name,
    content,
  });
  return [
    { tag: 'title', text: title },
    meta('name', 'description', description),
    { tag: 'link', rel: 'canonical', href: url },
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:type', page.type ?? 'website'),
    ...(image ? [meta('property', 'og:image', image)] : []),
    ...(page.price !== undefined
      ? [
          meta('property', 'product:price:amount', page.price.toFixed(2)),
          meta('property', 'product:price:currency', CURRENCY_CODE),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ];
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The tags as HTML for the server's `<head>`, each marked `data-head` so the browser knows which
 * ones it manages. Text and attributes are escaped.
 */
export function headTagsHtml(tags: HeadTag[]): string {
  return tags
    .map((t) => {
      if (t.tag === 'title') return `<title>${escapeHtml(t.text)}</title>`;
      if (t.tag === 'link') return `<link rel="canonical" href="${escapeHtml(t.href)}" data-head>`;
      return `<meta ${t.key}="${escapeHtml(t.name)}" content="${escapeHtml(t.content)}" data-head>`;
    })
    .join('\n    ');
}

/**
 * Writes the tags into `document.head` on client-side navigation: sets the title, and replaces
 * every element marked `data-head` (the previous page's, or the server's) with the new ones.
 */
export function applyHeadTags(doc: Document, tags: HeadTag[]): void {
  for (const old of doc.head.querySelectorAll('[data-head]')) old.remove();
  for (const t of tags) {
    if (t.tag === 'title') {
      doc.title = t.text;
      continue;
    }
    const el = doc.createElement(t.tag);
    if (t.tag === 'link') {
      el.setAttribute('rel', t.rel);
      el.setAttribute('href', t.href);
    } else {
      el.setAttribute(t.key, t.name);
      el.setAttribute('content', t.content);
    }
    el.setAttribute('data-head', '');
    doc.head.append(el);
  }
}
