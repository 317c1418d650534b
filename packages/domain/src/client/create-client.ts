import type * as z from 'zod/mini';
import { contracts } from '../contracts/index.js';
import type { Contract, ContractName, SentFields } from '../contracts/index.js';
import { trimTrailingSlashes } from '../routes.js';
import { ApiError, ContractDriftError, ContractInputError } from './errors.js';
import type { ContractIssue } from './errors.js';

/**
 * What a call of contract `C` takes: its query fields (GET) or its body (POST), as `SentFields`
 * types them (each field the type its schema parses to, so `{ ProductNo: 'x' }` is a compile
 * error even where the wire form is a string the schema coerces); none when neither.
 */
export type CallInput<C extends Contract> = C extends { query: z.ZodMiniType }
  ? SentFields<C['query']>
  : C extends { body: z.ZodMiniType }
    ? SentFields<C['body']>
    : void;

/** What a call of contract `C` answers: its 200 answer, parsed (defaults applied). */
export type CallAnswer<C extends Contract> = C['responses'] extends { 200: z.ZodMiniType }
  ? z.output<C['responses'][200]>
  : never;

/** One method per contract: `client.loadProduct({ ProductNo: 1001 })`. */
export type Client = {
  readonly [N in ContractName]: (
    ...input: CallInput<(typeof contracts)[N]> extends void
      ? []
      : [input: CallInput<(typeof contracts)[N]>]
  ) => Promise<CallAnswer<(typeof contracts)[N]>>;
};

/** What `createClient` takes. */
export interface ClientOptions {
  /** The backend's base URL, e.g. 'https://api.shop.tt' or 'http://127.0.0.1:3001'. */
  baseUrl: string;
  /** The fetch to call (default: the global one); e.g. the mock's in-process `createMockFetch()`. */
  fetch?: typeof fetch;
  /**
   * The customer's token (the JWT login or register answered), or a function answering the current
   * one: sent as `Authorization: Bearer …` on the calls marked `auth: 'customer'`.
   */
  token?: string | (() => string | undefined);
  /** Headers added to every call (e.g. `x-mock-session` for a mock session). */
  headers?: Record<string, string>;
}

function issuesOf(error: z.core.$ZodError): ContractIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

function searchOf(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    const primitive =
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean' ||
      typeof value === 'bigint';
    params.append(key, primitive ? String(value) : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A typed client of the backend made from the contracts: one method per contract,
 * named as in `contracts`, taking the call's query (GET) or body (POST) typed from its schema and
 * answering its 200 answer typed and checked with its schema.
 * - The input is typed by the contract (`CallInput`), and checked with its query/body schema
 *   first: a bad one throws a `ContractInputError` (the caller's mistake) and is never sent.
 * - A 200 answer that breaks the contract throws a `ContractDriftError` naming each field
 *   (`ProductList.0.SalesPrice: …`); any other status throws an `ApiError` (status, body, and
 *   the backend's `msg` as the message).
 * - Network failures are the fetch's own errors, unchanged.
 * Calls marked `auth: 'customer'` send the `token`. Money fields are TT$ numbers, as in the contracts.
 */
export function createClient(options: ClientOptions): Client {
  const base = trimTrailingSlashes(options.baseUrl);
  const call = async (name: ContractName, input: unknown): Promise<unknown> => {
    const contract: Contract = contracts[name];
    let query: unknown;
    let body: unknown;
    if (contract.query) {
      const parsed = contract.query.safeParse(input ?? {});
      if (!parsed.success) throw new ContractInputError(name, issuesOf(parsed.error));
      query = parsed.data;
    } else if (contract.body) {
      const parsed = contract.body.safeParse(input);
      if (!parsed.success) throw new ContractInputError(name, issuesOf(parsed.error));
      body = parsed.data;
    }
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const token = typeof options.token === 'function' ? options.token() : options.token;
    if (contract.auth === 'customer' && token) headers.authorization = `Bearer ${token}`;
    const res = await (options.fetch ?? fetch)(`${base}${contract.path}${searchOf(query)}`, {
      method: contract.method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const data = await readBody(res);
    const schema = contract.responses[res.status];
    if (res.status !== 200) {
      const parsed = schema?.safeParse(data);
      throw new ApiError(name, res.status, parsed?.success ? parsed.data : data);
    }
    const parsed = schema?.safeParse(data);
    if (!parsed) return data;
    if (!parsed.success) throw new ContractDriftError(name, 200, issuesOf(parsed.error));
    return parsed.data;
  };
  const methods = Object.fromEntries(
    (Object.keys(contracts) as ContractName[]).map((name) => [
      name,
      (input?: unknown) => call(name, input),
    ]),
  );
  return Object.freeze(methods) as Client;
}
