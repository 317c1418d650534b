import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The site name appended to every page title. */
export const SITE_NAME = 'Trini Online Store';

/** The description of pages that give none (also the home page's). */
export const SITE_DESCRIPTION =
  'Trini Online Store: electronics, kitchen, health and beauty, home and decor and more, delivered across Trinidad and Tobago. Prices in TT$.';

/** Sets `<meta {key}={name} content>` in <head>, creating it once. */
function setMeta(key: 'name' | 'property', name: string, content: string | undefined): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${key}="${name}"]`);
  if (content === undefined) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(key, name);
    document.head.append(el);
  }
  el.content = content;
}

/** Sets `<link rel=canonical href>` in <head>, creating it once. */
function setCanonical(href: string): void {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.append(el);
  }
  el.href = href;
}

/**
 * A route's head: the document title ('Cart | Trini Online Store'; the site name alone without a
 * page name), the meta description, the canonical link (this origin and path, no query) and the
 * Open Graph title, description, url, type and image (absolute or root-relative URL). Written to
 * <head> in an effect, so it works with React and with the production build's Preact alike.
 * Renders nothing.
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
  useEffect(() => {
    const full = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    const url = `${window.location.origin}${pathname}`;
    document.title = full;
    setMeta('name', 'description', description);
    setCanonical(url);
    setMeta('property', 'og:site_name', SITE_NAME);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:type', type);
    setMeta(
      'property',
      'og:image',
      image ? new URL(image, window.location.origin).href : undefined,
    );
  }, [title, description, image, type, pathname]);
  return null;
}
