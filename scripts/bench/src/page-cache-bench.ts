/** What a burst on one uncached page cost the API. */
export interface BurstCost {
  path: string;
  /** Requests sent at once. */
  requests: number;
  /** API calls the mock's journal counted for the burst. */
  apiCalls: number;
  /** API calls one render of the page makes (measured on another product). */
  apiCallsOfOneRender: number;
}

/** API calls in the mock's journal of guests' requests (its default session). */
async function apiCalls(apiUrl: string): Promise<number> {
  const res = await fetch(`${apiUrl}/__mock/requests/count?pathPrefix=/api`);
  return ((await res.json()) as { count: number }).count;
}

/**
 * A burst of `requests` guests asking at once for one product page nobody has asked
 * for yet costs the API the calls of one render (the mock's journal counts them): the page cache
 * renders a page once per period however many ask. `apiCallsOfOneRender` is measured first, on
 * another product, one request.
 */
export async function burstCost(
  webUrl: string,
  apiUrl: string,
  requests = 100,
  path = '/productdetails/1003',
  probe = '/productdetails/1004',
): Promise<BurstCost> {
  const before = await apiCalls(apiUrl);
  await (await fetch(`${webUrl}${probe}`)).text();
  const one = (await apiCalls(apiUrl)) - before;
  const start = await apiCalls(apiUrl);
  await Promise.all(
    Array.from({ length: requests }, async () => (await fetch(`${webUrl}${path}`)).text()),
  );
  return {
    path,
    requests,
    apiCalls: (await apiCalls(apiUrl)) - start,
    apiCallsOfOneRender: one,
  };
}
