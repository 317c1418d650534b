import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { env } from '@/config/env';
import { UNEXPECTED_ANSWER } from './contract-call';

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

/**
 * Whether a query hook's result shows an earlier argument's answer: its call for the current
 * argument is in flight, or has not started yet. RTK Query keeps the last answer as `data` while
 * the argument changes, and in the render that changes it (before the hook's effect sends the
 * call) `isFetching` is still false; `currentData` is undefined until this argument's answer
 * comes. A list marks itself `aria-busy` by this, so nobody reads the previous page's cards
 * under the new page's number. A failed call shows its error, not a wait.
 */
export function showsEarlierAnswer(result: {
  isFetching: boolean;
  isError: boolean;
  data?: unknown;
  currentData?: unknown;
}): boolean {
  return (
    result.isFetching ||
    (!result.isError && result.data !== undefined && result.currentData === undefined)
  );
}

/** Tags used to refetch after mutations (a saved review refetches its product; Customer for the account side). */
export const API_TAGS = ['Product', 'Customer'] as const;

/** The base query every endpoint goes through: `fetchBaseQuery` with its argument and error types. */
export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/**
 * What the store's thunk `extra` argument may carry for RTK Query. The server render passes its
 * own base query (absolute API address, a timeout, the request's mock session header); in the
 * browser there is none and the browser base query below is used.
 */
export interface ApiExtra {
  baseQuery?: AppBaseQuery;
}

/**
 * The action that carries the server-rendered page's RTK Query state into the browser's store
 * (payload: the `api` slice as the server left it). RTK Query merges its fulfilled queries, so
 * components hydrate with the data the server rendered and make no second request for it.
 */
export const apiStateHydrated = createAction<unknown>('app/apiStateHydrated');

/** The browser's base query: relative to API_URL, same-origin cookies, XSRF and bearer headers. */
const browserBaseQuery: AppBaseQuery = fetchBaseQuery({
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
});

/**
 * The ONE RTK Query API of the storefront; features add endpoints with `api.injectEndpoints`.
 * Base URL from settings; XSRF header per §7. Answers with a `responseSchema` that do not pass it
 * become the call's error (CUSTOM_ERROR). Requests go through the store's `extra.baseQuery`
 * when it has one (the server render), otherwise the browser's. Rehydrates from
 * `apiStateHydrated`. spec: shopping.md §7
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: (args: string | FetchArgs, queryApi, extraOptions) =>
    ((queryApi.extra as ApiExtra | undefined)?.baseQuery ?? browserBaseQuery)(
      args,
      queryApi,
      extraOptions,
    ),
  extractRehydrationInfo: (action, { reducerPath }) =>
    apiStateHydrated.match(action)
      ? // The server's own state of this very API: the shape RTK Query expects back.
        (action.payload as Record<string, never>)[reducerPath]
      : undefined,
  // A malformed answer (see contractAnswer in lib/contract-call.ts) is that call's error, shown by its component,
  // never a throw during render.
  catchSchemaFailure: (failure) => ({
    status: 'CUSTOM_ERROR' as const,
    error: failure.issues[0]?.message ?? UNEXPECTED_ANSWER,
  }),
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});
