import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { env } from '@/config/env';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Reads one cookie's decoded value from a `document.cookie` string; null when absent. */
export function readCookie(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

/**
 * The XSRF header to send, if any: `X-XSRF-TOKEN` from the XSRF-TOKEN cookie on mutating
 * requests (POST, PUT, PATCH, DELETE) to relative URLs only. spec: shopping.md §7 HTTP client
 */
export function xsrfHeader(method: string, url: string, cookie: string): string | null {
  if (!MUTATING.has(method.toUpperCase())) return null;
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url) || url.startsWith('//')) return null;
  return readCookie(cookie, 'XSRF-TOKEN');
}

/** Tags used to refetch after mutations (a saved review refetches its product; Customer for the account side). */
export const API_TAGS = ['Product', 'Customer'] as const;

/**
 * The ONE RTK Query API of the storefront; features add endpoints with `api.injectEndpoints`.
 * Base URL from settings; XSRF header per §7. spec: shopping.md §7
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: env.API_URL,
    credentials: 'same-origin',
    prepareHeaders: (headers, { arg, getState }) => {
      const args: FetchArgs = typeof arg === 'string' ? { url: arg } : arg;
      const token = xsrfHeader(args.method ?? 'GET', env.API_URL + args.url, document.cookie);
      if (token) headers.set('X-XSRF-TOKEN', token);
      // The customer's bearer token (auth slice), only while unexpired. spec: ordering.md §4 login
      const session = (getState() as { auth?: { session?: { token: string; exp: number } | null } })
        .auth?.session;
      if (session && session.exp * 1000 > Date.now())
        headers.set('Authorization', `Bearer ${session.token}`);
      return headers;
    },
  }),
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});
