import { QueryStatus } from '@reduxjs/toolkit/query/react';
import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { AppBaseQuery } from '@/lib/api';
import type { SsrCall } from './ssr-state';

/**
 * The server render's base query `base`, noting in `calls`, by the query's cache key, the
 * contract request each query sends (its url, method, params and body as passed to
 * fetchBaseQuery: see SsrCall). Mutations are not noted. The render wraps its base query in it
 * only with the server's SSR_CALLS setting (RenderOptions.ssrCalls); otherwise nothing is noted.
 */
export function notingBaseQuery(base: AppBaseQuery, calls: Map<string, SsrCall>): AppBaseQuery {
  return (args, queryApi, extraOptions) => {
    const key = queryApi.type === 'query' ? queryApi.queryCacheKey : undefined;
    if (key !== undefined) {
      const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
      const params = request.params as Record<string, unknown> | undefined;
      const body = request.body as unknown;
      calls.set(key, {
        method: (request.method ?? 'GET').toUpperCase(),
        path: request.url,
        ...(params === undefined ? {} : { params }),
        ...(body === undefined ? {} : { body }),
      });
    }
    return base(args, queryApi, extraOptions);
  };
}

/**
 * The noted calls of the queries fulfilled in `queries` (RTK Query's `api.queries`), by cache
 * key: SsrState's `calls`; undefined when there is none.
 */
export function fulfilledCalls(
  queries: Readonly<Record<string, { status: QueryStatus } | undefined>>,
  calls: ReadonlyMap<string, SsrCall>,
): Record<string, SsrCall> | undefined {
  const out: Record<string, SsrCall> = {};
  let any = false;
  for (const [key, call] of calls)
    if (queries[key]?.status === QueryStatus.fulfilled) {
      out[key] = call;
      any = true;
    }
  return any ? out : undefined;
}
