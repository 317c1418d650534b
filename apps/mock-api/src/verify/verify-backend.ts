import { contracts, trimTrailingSlashes } from '@trini/domain';
import type { ContractName } from '@trini/domain';
import type { CartProduct } from '@trini/domain';
import { answerIssues, parseAnswer } from './contract-issues.js';
import { checkWrites } from './write-calls.js';
import type { CheckCall } from './write-calls.js';

/** How one call of the drift check came out. */
export interface CallResult {
  /** The contract's name, e.g. 'loadProduct'. */
  call: ContractName;
  method: string;
  /** Path and query as sent. */
  url: string;
  /** HTTP status, or null when the backend could not be reached. */
  status: number | null;
  /** ok: status and answer match the contract; drift: they do not; unreachable: no answer. */
  outcome: 'ok' | 'drift' | 'unreachable';
  /** What drifted: `path: message` of each zod issue (first 5), or the unexpected status. */
  issues: string[];
  /** Time to the whole answer, ms. */
  ms: number;
}

/** What `verifyBackend` takes. */
export interface VerifyOptions {
  /** The backend's base URL, e.g. 'https://api.shop.tt' (no trailing slash needed). */
  target: string;
  /** A test customer: with both, the token calls (cashback, account summary) are checked too. */
  mobile?: string;
  password?: string;
  /**
   * Also send the mutating calls (an order, a card order, a review, a return request, the account
   * saved unchanged, the password changed to itself...: see `checkWrites`) as the test customer.
   * Needs `mobile` and `password`; default false.
   */
  allowWrites?: boolean;
  /** Limit of one call, ms (default 10,000). */
  timeoutMs?: number;
  /** The fetch to use (default: the global one); tests pass the mock's in-process fetch. */
  fetch?: typeof fetch;
}

/** `list[0][key]` when the answer is a list whose first item has a whole number there. */
function firstNumber(list: unknown, key: string): number | undefined {
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  const value =
    first && typeof first === 'object' ? (first as Record<string, unknown>)[key] : undefined;
  return Number.isSafeInteger(value) ? (value as number) : undefined;
}

/**
 * Runs the contracts' conformance suite against a backend: every read call with
 * representative queries, the products, categories and shop found through earlier answers, plus
 * login and the token's customer calls when a test customer is given. Each answer's status must be
 * one its contract documents and the 200 answers must parse with the contract's zod schema; what
 * does not is reported as drift with the zod issue paths. Writes nothing (no order, review or
 * registration is sent) unless `allowWrites` is set with a test customer. Answers one result per
 * call, in order. Throws a TypeError when `allowWrites` is set without `mobile` and `password`.
 */
export async function verifyBackend(options: VerifyOptions): Promise<CallResult[]> {
  const base = trimTrailingSlashes(options.target);
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const results: CallResult[] = [];
  if (options.allowWrites && !(options.mobile && options.password))
    throw new TypeError('--allow-writes needs a test customer: --mobile and --password');

  const check: CheckCall = async (call, query = {}, init = {}) => {
    const contract = contracts[call];
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const url = `${contract.path}${search ? `?${search}` : ''}`;
    const started = performance.now();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let status: number;
    let data: unknown;
    try {
      const res = await doFetch(`${base}${url}`, {
        method: contract.method,
        headers,
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      data = parseAnswer(await res.text());
    } catch (error) {
      results.push({
        call,
        method: contract.method,
        url,
        status: null,
        outcome: 'unreachable',
        issues: [error instanceof Error ? error.message : String(error)],
        ms: Math.round(performance.now() - started),
      });
      return undefined;
    }
    const ms = Math.round(performance.now() - started);
    const issues = answerIssues(contract, status, data);
    results.push({
      call,
      method: contract.method,
      url,
      status,
      outcome: issues.length === 0 ? 'ok' : 'drift',
      issues,
      ms,
    });
    // A drifted answer still serves to find the next calls' numbers where it can.
    return status === 200 ? data : undefined;
  };

  await check('getCityList');
  await check('getShop', { ShopNo: 1 });
  const home = (await check('getProducts', { MaxRecords: 15, HomePageProducts: 1, PageNo: 1 })) as
    { ProductNo: number }[] | undefined;
  await check('getProducts', { SearchText: 'a', MaxRecords: 15 });
  await check('countProducts', { SearchText: 'a' });
  const productNo = firstNumber(
    home?.filter((p) => !(p as { IsSoldOut?: unknown }).IsSoldOut),
    'ProductNo',
  );
  let product: CartProduct | undefined;
  if (productNo !== undefined) {
    product = (await check('loadProduct', { ProductNo: productNo, LoadReviews: 'true' })) as
      CartProduct | undefined;
    await check('getProducts', { SimilarProductNo: productNo, MaxRecords: 15 });
  }
  await check('getProducts', { BestSellers: 1, MaxRecords: 15 });
  await check('getProducts', { NewProducts: 1, MaxRecords: 15 });
  const tree = (await check('getCategoryTree', { MaxRecords: 15 })) as
    { ProductCategoryNo: number }[] | undefined;
  const categoryNo = tree?.[0]?.ProductCategoryNo;
  if (categoryNo !== undefined) {
    await check('getCategoryProducts', { CategoryNo: categoryNo, MaxRecords: 15 });
    await check('getCategoryProducts', {
      CategoryNo: categoryNo,
      MaxRecords: 5,
      PageNo: 2,
      SortBy: 'price-asc',
      MaxPrice: 500,
      Availability: 'in',
    });
  }
  await check('loadDesignPageProducts', { PageNo: 2, MaxRecords: 15 });
  await check('loadDesignPageProducts', { PageNo: 3, MaxRecords: 15 });
  await check('wishlistList', { MaxRecords: 15 });
  await check('validateCoupon', {}, { body: { CouponCode: 'DRIFT-CHECK-NO-SUCH-CODE' } });

  if (options.mobile && options.password) {
    const body = { Mobile: options.mobile, Password: options.password };
    const login = await check('login', {}, { body });
    const token = (login as { Token?: unknown } | undefined)?.Token;
    if (typeof token === 'string') {
      const who = { CustomerMobile: options.mobile };
      await check('loadCustomerCashbackInfo', who, { token });
      await check('loadCustomerCashbackInfo2', who, { token });
      const summary = await check('loadCustomer', who, { token });
      if (options.allowWrites && product)
        await checkWrites(check, {
          product,
          mobile: options.mobile,
          password: options.password,
          token,
          customerName: (summary as { CustomerName?: string } | undefined)?.CustomerName ?? '',
          email: '',
        });
    }
  }
  return results;
}

/** A plain-text table of results: endpoint, status, outcome (with the drift), time. */
export function resultTable(results: CallResult[]): string {
  const rows = results.map((r) => [
    `${r.method} ${r.url}`,
    r.status === null ? '-' : String(r.status),
    r.outcome === 'ok' ? 'ok' : `${r.outcome}: ${r.issues.join('; ')}`,
    `${r.ms} ms`,
  ]);
  const head = ['endpoint', 'status', 'result', 'time'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
