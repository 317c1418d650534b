import { useLocation } from 'react-router';

/** The site name appended to every page title. */
export const SITE_NAME = 'Trini Online Store';

/** The description of pages that give none (also the home page's). */
export const SITE_DESCRIPTION =
  'Trini Online Store: electronics, kitchen, health and beauty, home and decor and more, delivered across Trinidad and Tobago. Prices in TT$.';

/**
 * A route's head tags, hoisted into <head> by React 19: the title ('Cart | Trini Online Store';
 * the site name alone without a page name), the meta description, the canonical link (this
 * origin and path, no query) and the Open Graph title, description, url, type and image.
 * `image` is an absolute or root-relative URL.
 */
export function PageTitle({
  title,
  description = SITE_DESCRIPTION,
  image,
  type = 'website',
}: {
  title?: string;
  description?: string;
  image?: string;
  type?: 'website' | 'product';
}) {
  const { pathname } = useLocation();
  const full = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const url = `${origin}${pathname}`;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      {image ? <meta property="og:image" content={image.startsWith('http') ? image : `${origin}${image}`} /> : null}
    </>
  );
}
