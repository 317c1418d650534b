import { CART_COOKIE, COUPON_COOKIE } from '@trini/domain';
import type { Review } from '@trini/domain';
import { JWT, REDACTED, SECRET_KEY } from '../lib/journal-redact.js';
import type { SnapshotContent } from '../snapshot/write-snapshot.js';
import type { Exchange } from './exchange.js';

/** The fixed name every recorded review gets in place of its author's. */
export const FAKE_REVIEWER_NAME = 'Shopper';
/** The fixed mobile every recorded review gets in place of its author's. */
export const FAKE_REVIEWER_MOBILE = '0000000';

/**
 * Keys whose values are a customer's details in a request or a customer call's answer: names,
 * mobiles and phones, e-mails, addresses, order remarks and return details. Anchored alternation
 * (linear time).
 */
const DETAIL_KEY =
  /^(?:customer(?:name|mobile|email|address)|(?:first|last|login)name|mobile\d?|telephone|phone|e-?mail(?:id)?|address|remarks|details)$/i;

/** Shortest credential scrubbed where it appears inside a text (shorter ones only as whole values). */
const MIN_SECRET_LENGTH = 6;

/** Deepest nesting walked in a body (deeper values are not looked at). */
const MAX_DEPTH = 32;

/** Each `[key, value]` of a JSON value's objects, at any depth up to MAX_DEPTH; iterative. */
function* keyedStrings(value: unknown): Generator<[string, string]> {
  const stack: { value: unknown; key: string; depth: number }[] = [{ value, key: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') yield [item.key, item.value];
    if (item.value === null || typeof item.value !== 'object' || item.depth >= MAX_DEPTH) continue;
    if (Array.isArray(item.value))
      for (const v of item.value as unknown[])
        stack.push({ value: v, key: item.key, depth: item.depth + 1 });
    else
      for (const [key, v] of Object.entries(item.value))
        stack.push({ value: v, key, depth: item.depth + 1 });
  }
}

/** A body's JSON, or undefined when it is none. */
function json(body: Buffer | undefined): unknown {
  if (!body || body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The storefront's own cookies, which a HAR of the shop carries on every request: the cart's line
 * identities and the applied coupon code, no credential (the coupon code is the
 * coupons file's own data). Every other cookie's value is a credential.
 */
const STOREFRONT_COOKIES = new Set<string>([CART_COOKIE.NAME, COUPON_COOKIE.NAME]);

/**
 * What a recording must never write: every credential and customer detail any call
 * carried, seen in every exchange (data calls or not), kept in memory only.
 * - credentials: the Authorization header's token, cookie values (request Cookie but the
 *   storefront's own cart and coupon copies, answer Set-Cookie), X-XSRF-TOKEN, and values of password-, token-, secret- or hash-like keys in a
 *   request's query or body or in an answer's body (the login's Token), and JWTs anywhere there;
 * - customer details: names, mobiles, phones, e-mails, addresses, order remarks and return details
 *   (DETAIL_KEY) in a request's query or body or in an answer's body.
 * `scrub` then replaces them in the recorded data.
 */
export class RedactionList {
  private readonly secrets = new Set<string>();
  private readonly details = new Set<string>();

  /**
   * Notes the credentials and customer details `exchange` carries: in its headers, query and body,
   * and in its answer unless `dataAnswer` (a catalogue answer whose only customer data, review
   * authors, `scrub` fakes).
   */
  note(exchange: Exchange, dataAnswer: boolean): void {
    const headers = exchange.requestHeaders;
    const auth = headers.authorization;
    if (auth) {
      this.secret(auth);
      this.secret(auth.replace(/^\S+\s+/, ''));
    }
    for (const pair of (headers.cookie ?? '').split(';')) {
      const [name = '', ...value] = pair.trim().split('=');
      if (!STOREFRONT_COOKIES.has(name)) this.secret(value.join('='));
    }
    for (const line of exchange.setCookies)
      this.secret(line.split(';')[0]?.split('=').slice(1).join('=') ?? '');
    this.secret(headers['x-xsrf-token'] ?? '');
    const query = new URL(exchange.url).searchParams;
    for (const [key, value] of query) this.keyed(key, value);
    for (const [key, value] of keyedStrings(json(exchange.requestBody))) this.keyed(key, value);
    if (!dataAnswer)
      for (const [key, value] of keyedStrings(json(exchange.responseBody))) this.keyed(key, value);
  }

  private keyed(key: string, value: string): void {
    if (SECRET_KEY.test(key)) this.secret(value);
    else if (DETAIL_KEY.test(key)) this.detail(value);
    for (const token of value.match(JWT) ?? []) this.secret(token);
  }

  private secret(value: string): void {
    const v = value.trim();
    if (v.length > 0) this.secrets.add(v);
  }

  private detail(value: string): void {
    const v = value.trim();
    if (v.length === 0) return;
    // An e-mail address is scrubbed inside texts too; other details as whole values.
    if (v.includes('@')) this.secrets.add(v);
    else this.details.add(v);
  }

  /** `text` with every credential (inside it) and customer detail (the whole text) replaced. */
  scrubText(text: string): string {
    if (this.details.has(text.trim()) || this.secrets.has(text.trim())) return REDACTED;
    let out = text;
    for (const secret of this.secrets)
      if (secret.length >= MIN_SECRET_LENGTH && out.includes(secret))
        out = out.split(secret).join(REDACTED);
    return out.includes('eyJ') ? out.replace(JWT, REDACTED) : out;
  }

  /**
   * The recorded data with every text scrubbed (scrubText), then every review's author replaced
   * by the fixed fake FAKE_REVIEWER_NAME (a listed review has no mobile); city names are left as
   * they are: a customer's address typed as a town's name must not blank the town.
   */
  scrub(content: SnapshotContent): SnapshotContent {
    const review = (r: Review): Review => ({ ...r, CustomerName: FAKE_REVIEWER_NAME });
    const scrubbed = this.deep({ ...content, cities: [] });
    const products = scrubbed.products.map((p) => ({
      ...p,
      ProductReviewList: p.ProductReviewList.map(review),
    }));
    return { ...scrubbed, products, cities: content.cities };
  }

  /**
   * A kept exchange as `record --har` saves it: its JSON answer with review authors faked and
   * every text scrubbed as `scrub` does (the city list's left as it is), so the HAR holds no
   * credential or customer detail and imports to the same folder. Other answers (media) as they are.
   */
  scrubExchange(exchange: Exchange, cityList: boolean): Exchange {
    const answer = json(exchange.responseBody);
    if (answer === undefined || cityList) return exchange;
    const fake = (value: unknown, key: string): unknown => {
      if (key === 'ProductReviewList' && Array.isArray(value))
        return value.map((r: unknown) =>
          r !== null && typeof r === 'object'
            ? { ...r, CustomerName: FAKE_REVIEWER_NAME, CustomerMobile: FAKE_REVIEWER_MOBILE }
            : r,
        );
      if (Array.isArray(value)) return value.map((v: unknown) => fake(v, key));
      if (value === null || typeof value !== 'object') return value;
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fake(v, k)]));
    };
    const scrubbed = fake(this.deep(answer), '');
    return { ...exchange, responseBody: Buffer.from(JSON.stringify(scrubbed)) };
  }

  private deep<T>(value: T): T {
    if (typeof value === 'string') return this.scrubText(value) as T;
    if (Array.isArray(value)) return value.map((v: unknown) => this.deep(v)) as T;
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.deep(v)])) as T;
  }
}
