import { endpoints } from '@trini/domain';
import type {
  ContractBody,
  ContractName,
  ContractQuery,
  ContractResponse,
  contracts,
} from '@trini/domain';

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
 * type-checked against the contract's query and body schemas (type only),
 * so renaming a field in the domain breaks the storefront's typecheck.
 */
export function contractCall<N extends ContractName>(
  name: N,
  parts: ContractCallParts<N>,
): ContractRequest<N> {
  const { path, method } = endpoints[name];
  return { url: path, method, ...parts };
}

/** The message a malformed answer becomes (the query's error), after the call's name. */
export const UNEXPECTED_ANSWER = 'The shop answered in a form this page cannot show.';

/**
 * The answer check of contract `name` for an RTK Query endpoint's `responseSchema`: `schema` is the
 * contract's own 200 schema, the domain's export the contract names (`ProductListSchema` for
 * getProducts), typed so that any other schema is a compile error. It is passed rather than looked
 * up in `contracts` so that each feature's chunk carries only its own answers' schemas (the
 * ordering and account schemas stay out of the first screen's JavaScript).
 * An answer the schema accepts reaches the store as it parses it (defaults filled in, unknown
 * keys dropped: a review's CustomerMobile, a product's PurchasePrice); one it refuses fails with
 * one issue, `{call}: The shop answered in a form this page cannot show.` (`call` is the path's
 * last segment, e.g. `loadproduct`), which the api's `catchSchemaFailure` makes the call's error:
 * the component's error or empty state, never a throw during render.
 * Shape: `{ '~standard': { version: 1, vendor, validate } }`.
 */
export function contractAnswer<N extends ContractName>(
  name: N,
  schema: (typeof contracts)[N]['responses'][200],
) {
  const call = endpoints[name].path.split('/').pop() ?? name;
  return {
    '~standard': {
      version: 1 as const,
      vendor: 'trini-storefront',
      validate: (value: unknown) => {
        const parsed = schema.safeParse(value);
        return parsed.success
          ? { value: parsed.data as ContractResponse<N> }
          : { issues: [{ message: `${call}: ${UNEXPECTED_ANSWER}` }] };
      },
    },
  };
}
