import type * as z from 'zod/mini';

/** HTTP methods a contract may use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call as plain data that a server and a client both read (ts-rest style): method, path
 * (spelled as the spec spells it; the backend matches paths case-insensitively), query and body
 * schemas, response schemas by status code, and a one-line summary with its spec section.
 * `auth: 'customer'` marks calls that need the customer's bearer token. `extension: true` marks
 * calls the spec does not show, added so a form can really submit. `tag` groups the call in API
 * docs (the OpenAPI operation's tag, e.g. 'Catalogue').
 */
export interface Contract {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly spec: string;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  readonly responses: Readonly<Record<number, z.ZodMiniType>>;
  readonly auth?: 'customer';
  readonly extension?: boolean;
  readonly tag?: string;
}

/** Identity helper that keeps a contract's literal types. */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}
