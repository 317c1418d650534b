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
 * The backend's answer does not match the call's contract: the backend drifted, not the caller.
 * The message names the call, the status and each field: `loadProduct answered 200 that breaks
 * its contract: ProductName: Invalid input`.
 */
export class ContractDriftError extends Error {
  override readonly name = 'ContractDriftError';
  constructor(
    /** The contract's name, e.g. 'loadProduct'. */
    readonly call: ContractName,
    /** The HTTP status of the answer (200). */
    readonly status: number,
    /** Every issue zod found. */
    readonly issues: readonly ContractIssue[],
  ) {
    super(`${call} answered ${status} that breaks its contract: ${describe(issues)}`);
  }
}

/**
 * The caller's own input breaks the call's contract (a query or body field out of range, too
 * long...), so nothing was sent: the caller's mistake, where `ContractDriftError` is the
 * backend's. The client's method types already refuse a wrong type at compile time; this is
 * what is left at run time (values, lengths, untyped callers). The message names the call and
 * each field: `loadProduct was not sent: its input breaks the contract: ProductNo: Too small`.
 */
export class ContractInputError extends Error {
  override readonly name = 'ContractInputError';
  constructor(
    /** The contract's name, e.g. 'loadProduct'. */
    readonly call: ContractName,
    /** Every issue zod found. */
    readonly issues: readonly ContractIssue[],
  ) {
    super(`${call} was not sent: its input breaks the contract: ${describe(issues)}`);
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
