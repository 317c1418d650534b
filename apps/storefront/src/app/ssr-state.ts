import { jsonForScript } from '@/lib/json-for-script';

/** The id of the `<script type="application/json">` that carries the server's state to the browser. */
export const SSR_STATE_ID = 'trini-state';

/**
 * What the server render hands to the browser's hydration, as JSON in the page: the public origin
 * it rendered absolute URLs with, RTK Query's cache (the `api` slice, so hooks find the data the
 * server rendered) and React Router's loader data (so the browser router starts initialised,
 * without running loaders again).
 */
export interface SsrState {
  /** The public origin the server rendered absolute URLs with. */
  origin: string;
  api: unknown;
  router: { loaderData: Record<string, unknown> };
}

/**
 * The state as the text of a non-executable JSON script (no inline JavaScript, so the Content
 * Security Policy needs no `unsafe-inline`): `<` is escaped so no text in the data can close the
 * script element.
 */
export function serializeSsrState(state: SsrState): string {
  return jsonForScript(state);
}

/**
 * Reads the server's state from the page, or null when the page has none (a page the browser
 * renders by itself) or it is unreadable.
 */
export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<SsrState>;
    return state.router &&
      typeof state.router.loaderData === 'object' &&
      typeof state.origin === 'string'
      ? { origin: state.origin, api: state.api, router: state.router }
      : null;
  } catch {
    return null;
  }
}
