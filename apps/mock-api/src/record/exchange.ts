import { contracts, trimTrailingSlashes } from '@trini/domain';
import type { Contract, ContractName } from '@trini/domain';

/**
 * One call and its answer as a recording sees it, from the recording proxy or from a HAR entry:
 * the same shape either way, so both go through the same contract check and redaction.
 */
export interface Exchange {
  /** When the request started (ISO). */
  startedAt: string;
  /** Upper-case HTTP method. */
  method: string;
  /** The full URL called, e.g. 'http://backend.test/api/Product/loadproduct?ProductNo=1001'. */
  url: string;
  /** Request headers by lower-case name (repeated ones joined with ', '). */
  requestHeaders: Record<string, string>;
  /** The request body, if any. */
  requestBody: Buffer | undefined;
  status: number;
  /** Answer headers by lower-case name (Set-Cookie left out: see setCookies). */
  responseHeaders: Record<string, string>;
  /** Each Set-Cookie header of the answer. */
  setCookies: string[];
  /** The answer's body, decoded (no content-encoding). */
  responseBody: Buffer;
  /**
   * True when the answer's body is unknown: a HAR entry saved without its content (a browser
   * leaves it out for a file still loading when the page was left). Its request is still read
   * for redaction; its answer is never data.
   */
  bodyMissing?: boolean;
}

const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${trimTrailingSlashes(path.toLowerCase()) || '/'}`;

const ROUTES = new Map<string, ContractName>(
  (Object.entries(contracts) as [ContractName, Contract][]).map(([name, c]) => [
    routeKey(c.method, c.path),
    name,
  ]),
);

/**
 * The contract a call is (matched like the backend: method, and path case-insensitively without
 * a trailing slash), or undefined for a call no contract describes (media, pages…).
 */
export function contractOf(method: string, path: string): ContractName | undefined {
  return ROUTES.get(routeKey(method, path));
}

/**
 * The backend's base URL an exchange of contract `name` was sent to: its URL without the query
 * and without the contract's path ('http://backend.test/v1' for '…/v1/api/Trini/GetCityList').
 */
export function baseUrlOf(url: URL, name: ContractName): string {
  const path = trimTrailingSlashes(url.pathname);
  const prefix = path.slice(0, Math.max(0, path.length - contracts[name].path.length));
  return trimTrailingSlashes(`${url.origin}${prefix}`);
}

/**
 * The media path a GET asks for: the path after '/media/' ('/media/ERP/Images/a.jpg' →
 * 'ERP/Images/a.jpg'), or the path itself without its leading '/' ('/ERP/Images/a.jpg').
 */
export function mediaPathOf(url: URL): string {
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // a broken escape: the path as sent (it then fails isMediaPath)
  }
  return path.startsWith('/media/') ? path.slice('/media/'.length) : path.replace(/^\/+/, '');
}
