/** The site name appended to every page title. */
export const SITE_NAME = 'Trini Online Store';

/**
 * Sets the document title for a route ('Cart | Trini Online Store'); React 19 hoists <title>
 * into <head>. Without a page name, the title is the site name alone.
 */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${SITE_NAME}` : SITE_NAME}</title>;
}
