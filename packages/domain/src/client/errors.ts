import type { ContractName } from '../contracts/index.js';

/** One way an answer or a request breaks its contract: the field's dotted path and zod's message. */
export interface ContractIssue {
  /** e.g. 'ProductList.0.SalesPrice'; '' for the whole value. */
  path: string;
  message: string;
}

/** `path: message` of each issue, the first five, joined with '; '. */
function describe(issues: readonly ContractIssue[]): string {
  return issues
    .slice(0, 5)
    .map((i) => (i.path ? `${i.path}: ${i.message}` : i.message))
    .join('; ');
}

/**
 * The backend's answer does not match the call's contract (drift), or the request given to the
 * client does not (then `status` is null and nothing was sent). The message names the call and
 * each field: `loadProduct answered 200 that breaks its contract: ProductName: Invalid input:
 * expected string, received number`.
 */
export class ContractDriftError extends Error {
  override readonly name = 'ContractDriftError';
  constructor(
    /** The contract's name, e.g. 'loadProduct'. */
    readonly call: ContractName,
    /** The HTTP status of the answer; null for a refused request (nothing sent). */
    readonly status: number | null,
    /** Every issue zod found. */
    readonly issues: readonly ContractIssue[],
  ) {
    super(
      status === null
        ? `${call} was not sent: its request breaks the contract: ${describe(issues)}`
        : `${call} answered ${status} that breaks its contract: ${describe(issues)}`,
    );
  }
}

/**
 * The backend answered a status other than 200: a documented refusal (400, 401, 403, 429, with
 * its body parsed by that status's schema; `message` is its `msg` when it has one) or an
 * undocumented status such as 500 (`body` as received, JSON or text).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly call: ContractName,
    readonly status: number,
    /** The answer's body: parsed JSON, or the text when it is not JSON, or null when empty. */
    readonly body: unknown,
  ) {
    const msg =
      body && typeof body === 'object' && typeof (body as { msg?: unknown }).msg === 'string'
        ? (body as { msg: string }).msg
        : undefined;
    super(msg ? `${call} answered ${status}: ${msg}` : `${call} answered ${status}`);
  }
}
