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
 * The site's public origin for absolute URLs (canonical, Open Graph, JSON-LD, share links): the
 * server render provides the one it rendered with, and the browser's hydration provides the same
 * (it travels in the page's state), so markup built from it hydrates unchanged even when the
 * configured PUBLIC_ORIGIN is not the address the page was opened at. Absent, the page's own.
 */
export const SiteOriginContext = createContext<string | null>(null);

/** The site's public origin (see SiteOriginContext). */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}

/**
 * Sets the HTTP status of a server-rendered page (404 for an unknown path, product or category).
 * Called during render; does nothing in the browser.
 */
export function useHttpStatus(status: number): void {
  const server = useServerRender();
  if (server) server.status = status;
}
