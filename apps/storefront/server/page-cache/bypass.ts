import { MOCK_SESSION_HEADER } from '../api-proxy.ts';

/**
 * Request headers that could make a page differ from the guest's: the cart cookie (the server
 * renders the shopper's cart from it) and any other cookie, and credentials.
 */
export const PERSONALISING_HEADERS = ['cookie', 'authorization'] as const;

/**
 * The first personalising header a request carries (see PERSONALISING_HEADERS), or undefined for
 * a guest's request, which the page cache may answer. With `mockControls` (MOCK_CONTROLS) the mock
 * session header personalises too: it is passed on to the API, whose data for that session may
 * differ from the seed. Without, it is never passed on, so it changes nothing and the cached page
 * answers. `headers` are Node's (lower-case names).
 */
export function personalisingHeader(
  headers: Record<string, string | string[] | undefined>,
  mockControls: boolean,
): string | undefined {
  const names = mockControls
    ? [...PERSONALISING_HEADERS, MOCK_SESSION_HEADER]
    : PERSONALISING_HEADERS;
  return names.find((name) => headers[name] !== undefined);
}
