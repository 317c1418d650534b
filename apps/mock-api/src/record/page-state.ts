import { z } from 'zod';
import { issueLines } from '../verify/contract-issues.js';
import type { Exchange } from './exchange.js';

/**
 * The storefront's server-rendered state in a page: the `<script type="application/json"
 * id="trini-state">` that apps/storefront/src/app/ssr-state.ts writes (SsrState), of which a
 * recording reads RTK Query's cache (`api.queries[cacheKey] = { status, data, … }`) and the
 * contract request behind each fulfilled query (`calls[cacheKey] = { method, path, params?, body? }`).
 * The storefront writes `calls` only when started with SSR_CALLS=1 (its production pages carry
 * none): a cache key names the storefront's endpoint and arguments, not the request they send, so
 * the calls cannot be rebuilt from the cache alone.
 */

/** The state script's id attribute, as the storefront writes it (SSR_STATE_ID). */
const STATE_MARKER = 'id="trini-state"';
/** Longest state text read, characters (8 MiB; a storefront page's is tens of KB). */
export const PAGE_STATE_MAX_CHARS = 8 * 1024 * 1024;
/** Most queries or calls of one page's state. */
const MAX_QUERIES = 2000;

const fewKeys = (record: object) => Object.keys(record).length <= MAX_QUERIES;

const CallSchema = z.object({
  method: z.string().regex(/^[A-Za-z]{1,16}$/),
  // The contract's path: no query, fragment or space (the query comes from params).
  path: z
    .string()
    .max(2048)
    .regex(/^\/[^?#\s]*$/),
  params: z
    .record(z.string().max(256), z.union([z.string().max(8192), z.number(), z.boolean(), z.null()]))
    .refine(fewKeys, 'too many params')
    .optional(),
  body: z.unknown().optional(),
});

/** The part of SsrState a recording reads, every count and text bounded. */
const PageStateSchema = z.object({
  api: z.object({
    queries: z
      .record(
        z.string().max(4096),
        z.object({ status: z.string().max(32), data: z.unknown().optional() }),
      )
      .refine(fewKeys, `more than ${MAX_QUERIES} queries`),
  }),
  calls: z
    .record(z.string().max(4096), CallSchema)
    .refine(fewKeys, `more than ${MAX_QUERIES} calls`)
    .optional(),
});

/**
 * The text of the state script in `html`, found by plain string search (linear time, no regex):
 * the marker `id="trini-state"` inside a `<script …>` tag, up to the next `</script>`. Else why
 * there is none to read: no such script, or one longer than PAGE_STATE_MAX_CHARS.
 */
export function pageStateText(html: string): { text: string } | { skip: string } {
  const none = { skip: 'no trini-state script' };
  const marker = html.indexOf(STATE_MARKER);
  if (marker < 0) return none;
  const open = html.lastIndexOf('<script', marker);
  const tagEnd = html.indexOf('>', marker);
  if (open < 0 || tagEnd < 0 || html.lastIndexOf('>', marker) > open) return none;
  const end = html.indexOf('</script>', tagEnd);
  if (end < 0) return none;
  return end - tagEnd - 1 > PAGE_STATE_MAX_CHARS
    ? { skip: `state larger than ${PAGE_STATE_MAX_CHARS} characters` }
    : { text: html.slice(tagEnd + 1, end) };
}

/** True for a 200 answer with an HTML page. */
function isHtmlPage(exchange: Exchange): boolean {
  const type = (exchange.responseHeaders['content-type'] ?? '').split(';')[0]!.trim();
  return exchange.status === 200 && type.toLowerCase() === 'text/html';
}

/** The query string fetchBaseQuery sends for `params` (`new URLSearchParams(params)`). */
function queryOf(params: Record<string, string | number | boolean | null> | undefined): string {
  if (!params) return '';
  const query = new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The calls a server-rendered storefront page answered from, rebuilt from its state
 * script (see pageStateText, PageStateSchema) as exchanges of the page's origin: for each query
 * `fulfilled` with data that has a `calls` entry, its method, URL (the page's origin, the
 * contract's path and the query string fetchBaseQuery built from params), the JSON body sent if
 * any, status 200 and `data` as the JSON answer, started when the page did. They then go through
 * the same contract check and redaction as any other exchange. Anything but a 200 HTML page gives
 * []; a page with no state, or one that is too large or does not parse, gives [] and one line on
 * `log`, and so does a state with fulfilled queries but no `calls` (a storefront started without
 * SSR_CALLS=1). Never throws.
 */
export function pageStateExchanges(page: Exchange, log: (line: string) => void): Exchange[] {
  if (!isHtmlPage(page)) return [];
  const skip = (why: string): Exchange[] => {
    log(`page ${page.method} ${page.url}: ${why} (its server's calls not imported)`);
    return [];
  };
  const found = pageStateText(page.responseBody.toString('utf8'));
  if ('skip' in found) return skip(found.skip);
  let value: unknown;
  try {
    value = JSON.parse(found.text) as unknown;
  } catch {
    return skip('state is not JSON');
  }
  const parsed = PageStateSchema.safeParse(value);
  if (!parsed.success) return skip(`state unreadable: ${issueLines(parsed.error).join('; ')}`);
  const { api, calls } = parsed.data;
  if (calls === undefined) {
    const answered = Object.values(api.queries).filter(
      (q) => q.status === 'fulfilled' && q.data !== undefined,
    ).length;
    if (answered > 0)
      return skip(
        `${answered} fulfilled ${answered === 1 ? 'query' : 'queries'} but no calls: start the storefront with SSR_CALLS=1 to record them`,
      );
    return [];
  }
  const origin = new URL(page.url).origin;
  const out: Exchange[] = [];
  for (const [key, call] of Object.entries(calls)) {
    const query = api.queries[key];
    if (query?.status !== 'fulfilled' || query.data === undefined) continue;
    const body = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
    out.push({
      startedAt: page.startedAt,
      method: call.method.toUpperCase(),
      url: `${origin}${call.path}${queryOf(call.params)}`,
      requestHeaders: body ? { 'content-type': 'application/json' } : {},
      requestBody: body,
      status: 200,
      responseHeaders: { 'content-type': 'application/json' },
      setCookies: [],
      responseBody: Buffer.from(JSON.stringify(query.data)),
    });
  }
  return out;
}
