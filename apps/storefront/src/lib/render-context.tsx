import { createContext, useContext } from 'react';
import type { HeadTag } from './head-tags';

/**
 * What one server render collects while it renders, beside the HTML: the page's head tags and
 * its HTTP status. Absent in the browser.
 */
export interface ServerRender {
  /** This site's public origin ('https://shop.example'), for absolute URLs (canonical, og:url). */
  origin: string;
  /** The head tags of the page (the last `PageTitle` rendered wins), or null when none set. */
  head: HeadTag[] | null;
  /** HTTP status of the page: 200 unless a screen said otherwise (`useHttpStatus`). */
  status: number;
}

/** The current server render, or null in the browser. */
export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The current server render, or null in the browser. */
export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}

/**
 * The site's origin for absolute URLs: the server render's public origin, or the page's own in
 * the browser. Both are the same for a shopper's page, so markup built from it hydrates as is.
 */
export function useSiteOrigin(): string {
  const server = useServerRender();
  return server ? server.origin : window.location.origin;
}

/**
 * Sets the HTTP status of a server-rendered page (404 for an unknown path, product or category).
 * Called during render; does nothing in the browser.
 */
export function useHttpStatus(status: number): void {
  const server = useServerRender();
  if (server) server.status = status;
}
