import type { IncomingHttpHeaders } from 'node:http';

/** What replaces a credential in the journal. */
export const REDACTED = '[redacted]';

/**
 * Deepest nesting of a body the journal keeps: objects and arrays more than 32 levels deep become
 * DEEP_MARK, so walking and serializing an entry never recurses without bound (one
 * body nested ~4,100 levels made GET /__mock/requests answer 500).
 */
export const JOURNAL_MAX_DEPTH = 32;

/** What replaces a value nested deeper than JOURNAL_MAX_DEPTH. */
export const DEEP_MARK = '[nested too deep]';

/**
 * Largest body the journal keeps whole, in bytes of its (redacted) JSON: 8 KiB. A larger body is
 * kept as `{ truncated: true, bytes, preview }`: `bytes` its JSON's size in UTF-8 bytes, `preview`
 * the first 8,192 characters of that JSON (one session grew the journal 140 MB in
 * 1.8 s).
 */
export const JOURNAL_BODY_MAX_BYTES = 8 * 1024;

/**
 * Keys whose values are credentials, at any depth of a body and in query strings: passwords
 * (Password, NewPassword, ConfirmPassword, PasswordConfirm…), tokens (Token, jwt, _xsrf…),
 * secrets, hashes, API keys.
 */
export const SECRET_KEY =
  /passw(?:or)?d|passphrase|passcode|^pass$|^pwd$|token|secret|jwt|hash|api[-_]?key|credential|authori[sz]ation|cookie|xsrf|csrf|^otp$|^cvv$|^cvc$/i;

/**
 * A JWT wherever it appears (a token pasted in a field that is not named like one). It starts
 * only where a word starts (the lookbehind): without that, text such as `eyJeyJeyJ…` made every
 * `eyJ` a new attempt that scanned to the end, quadratic time (a 120 KB body took 2.8 s); with
 * it, each character is scanned a bounded number of times. Global: use with `match`/`replace`.
 */
export const JWT = /(?<![\w-])eyJ[\w-]*\.[\w-]+\.[\w-]*/g;

/** Request headers the journal keeps (credential values redacted). */
const KEPT_HEADERS = [
  'content-type',
  'authorization',
  'cookie',
  'origin',
  'x-mock-session',
  'x-xsrf-token',
  'user-agent',
] as const;

const scrubText = (text: string) => (text.includes('eyJ') ? text.replace(JWT, REDACTED) : text);

// Bounded: every step into an object, array or toJSON result counts toward JOURNAL_MAX_DEPTH.
function clean(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  const json = (value as { toJSON?: unknown }).toJSON;
  if (typeof json === 'function') return clean(json.call(value), depth + 1);
  if (depth >= JOURNAL_MAX_DEPTH) return DEEP_MARK;
  if (Array.isArray(value)) return value.map((item: unknown) => clean(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? REDACTED : clean(item, depth + 1),
    ]),
  );
}

/**
 * The first 8,192 characters of `json`, not ending in half a surrogate pair, as a string of its
 * own: a plain slice would keep the whole body's JSON alive behind it (V8 sliced string; measured
 * 316 MB of heap for 3,381 bodies of 90 KB). JSON text has no lone surrogates, so the copy is exact.
 */
function preview(json: string): string {
  let cut = json.slice(0, JOURNAL_BODY_MAX_BYTES);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return Buffer.from(cut, 'utf8').toString('utf8');
}

/**
 * A request body as the journal keeps it: a copy with every credential-like key
 * replaced by REDACTED at any depth (and JWT-shaped text anywhere), nesting cut at
 * JOURNAL_MAX_DEPTH, and over JOURNAL_BODY_MAX_BYTES of JSON replaced by
 * `{ truncated: true, bytes, preview }`. No body → null. Never throws; work is linear in the body.
 */
export function journalBody(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  const kept = clean(body, 0) ?? null;
  if (kept === null || (typeof kept !== 'object' && typeof kept !== 'string')) return kept;
  const json = JSON.stringify(kept);
  const bytes = Buffer.byteLength(json);
  return bytes <= JOURNAL_BODY_MAX_BYTES
    ? kept
    : { truncated: true, bytes, preview: preview(json) };
}

/**
 * The headers the journal keeps, credentials redacted: Authorization keeps only its
 * scheme ('Bearer [redacted]'), Cookie only its names ('XSRF-TOKEN=[redacted]; theme=[redacted]'),
 * X-XSRF-TOKEN nothing ('[redacted]'). Others (content-type, origin, x-mock-session, user-agent)
 * as sent.
 */
export function journalHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = headers[name];
    if (typeof value !== 'string') continue;
    if (name === 'authorization') {
      const scheme = /^(\S+)\s+\S/.exec(value)?.[1];
      kept[name] = scheme ? `${scheme} ${REDACTED}` : REDACTED;
    } else if (name === 'cookie') {
      kept[name] = value
        .split(';')
        .map((pair) => `${pair.split('=')[0]?.trim() ?? ''}=${REDACTED}`)
        .join('; ');
    } else if (name === 'x-xsrf-token') {
      kept[name] = REDACTED;
    } else {
      kept[name] = value;
    }
  }
  return kept;
}

/**
 * A request url as the journal keeps it: query parameters named like credentials (token, hash,
 * password…) get the value REDACTED, and JWT-shaped text anywhere is replaced.
 */
export function journalUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return scrubText(url);
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // a broken escape: test the name as sent
      }
      return SECRET_KEY.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return scrubText(`${url.slice(0, mark + 1)}${query}`);
}
