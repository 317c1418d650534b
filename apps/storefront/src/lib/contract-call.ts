import { endpoints } from '@trini/domain';
import type { ContractBody, ContractName, ContractQuery } from '@trini/domain';

/**
 * What a call of contract `N` sends besides its address: `params` typed by the contract's query
 * and `body` by its body (each required when the contract has one, absent when it has none).
 */
export type ContractCallParts<N extends ContractName> = ([ContractQuery<N>] extends [never]
  ? { params?: never }
  : { params: ContractQuery<N> }) &
  ([ContractBody<N>] extends [never] ? { body?: never } : { body: ContractBody<N> });

/** RTK Query's request of one call: the contract's path and method with the typed parts. */
export interface ContractRequest<N extends ContractName> {
  url: (typeof endpoints)[N]['path'];
  method: (typeof endpoints)[N]['method'];
  params?: ContractQuery<N>;
  body?: ContractBody<N>;
}

/**
 * The request of contract `name` for an RTK Query endpoint's `query`: the url and method come
 * from the domain's `endpoints` (one place, keyed by contract name), the params and body are
 * type-checked against the contract's query and body schemas (type only: no zod in the bundle),
 * so renaming a field in the domain breaks the storefront's typecheck.
 */
export function contractCall<N extends ContractName>(
  name: N,
  parts: ContractCallParts<N>,
): ContractRequest<N> {
  const { path, method } = endpoints[name];
  return { url: path, method, ...parts };
}
