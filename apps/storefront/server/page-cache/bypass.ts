import { FORWARDED_HEADERS } from '../render-page.ts';

/**
 * Request headers that could make a page differ from the guest's: the cart cookie (the server
 * renders the shopper's cart from it, issue 23 §4) and any other cookie, credentials, and the
 * headers passed on to the API (the mock's test session, whose data may differ from the seed).
 */
export const PERSONALISING_HEADERS = ['cookie', 'authorization', ...FORWARDED_HEADERS] as const;

/**
 * The first personalising header a request carries (see PERSONALISING_HEADERS), or undefined for
 * a guest's request, which the page cache may answer. `headers` are Node's (lower-case names).
 */
export function personalisingHeader(
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  return PERSONALISING_HEADERS.find((name) => headers[name] !== undefined);
}
