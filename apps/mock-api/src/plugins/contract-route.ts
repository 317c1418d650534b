import { contracts, type Contract, type ContractName } from '@trini/domain';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';
import { NOTE_HEADER } from '../lib/snapshot-note.js';
import { requireCustomer } from './auth.js';
import type { RateLimitedRoute } from './rate-limits.js';
import { rememberJson } from '../state/mock-state.js';

type Out<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
type StatusOf<C extends Contract> = keyof C['responses'] & number;

/** One answer a contract allows: a status it lists and that status's response body. */
export type ContractReply<C extends Contract> = {
  [S in StatusOf<C>]: { status: S; body: z.output<C['responses'][S]> };
}[StatusOf<C>];

/** A pre-serialized JSON answer (already checked against the contract, e.g. a cached list). */
export interface RawJson {
  status: number;
  raw: string;
}

/** A request as a contract's handler sees it: query and body parsed by the contract's schemas. */
export type ContractRequest<C extends Contract> = FastifyRequest & {
  query: Out<C['query']>;
  body: Out<C['body']>;
};

/** A contract route's handler: returns the answer; the reply is for headers only. */
export type ContractHandler<C extends Contract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<ContractReply<C> | RawJson>;

/**
 * Extra route options: Fastify route config (e.g. rateLimit), preHandlers, and `cacheByUrl`: a
 * GET whose answer depends only on its URL and the session state may answer a repeated URL from
 * the session's cache (cleared whenever the state it depends on changes), after the scenarios,
 * the latency and the query validation have run.
 */
export interface ContractRouteOptions {
  config?: FastifyContextConfig;
  preHandler?: preHandlerAsyncHookHandler[];
  cacheByUrl?: boolean;
}

/**
 * Serializes `data` exactly as the route's serializer would (zod encode then JSON), throwing when
 * it breaks `schema`. Used to cache answers that were checked against their contract once.
 */
export function encodeJson(schema: z.core.$ZodType, data: unknown): string {
  return JSON.stringify(z.encode(schema, data));
}

/**
 * Registers a route FROM its domain contract: method, path, querystring and body schemas and
 * every response schema by status, so requests and answers are validated by the contract
 * (a handler answering outside it makes a 500 that tests catch). `auth: 'customer'` contracts get
 * the bearer-token preHandler (401 without a valid token). The OpenAPI tag is the contract's
 * `tag`.
 */
export function contractRoute<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: NoInfer<ContractHandler<C>>,
  options: ContractRouteOptions = {},
): void {
  const preHandler: preHandlerAsyncHookHandler[] = [...(options.preHandler ?? [])];
  if (contract.auth === 'customer') preHandler.unshift(requireCustomer);
  const byUrl = options.cacheByUrl === true && contract.method === 'GET';
  // A cache hit answers after the scenarios, the global latency and the query's validation have
  // run (preValidation, validation), so a forced answer or a slow network applies to it too.
  if (byUrl)
    preHandler.push(async (request: FastifyRequest, reply: FastifyReply) => {
      const hit = request.mock.state.cache.get(`url:${request.url}`);
      if (hit !== undefined)
        return reply.code(200).type('application/json; charset=utf-8').send(hit);
    });
  app.route({
    method: contract.method,
    url: contract.path,
    config: options.config ?? {},
    preHandler,
    schema: {
      summary: contract.summary,
      description: `spec: ${contract.spec}${contract.extension ? ' (extension)' : ''}`,
      tags: [contract.tag ?? 'Other'],
      ...(contract.auth ? { security: [{ bearerAuth: [] }] } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: contract.responses,
    },
    handler: async (request, reply) => {
      const answer = await handler(request as ContractRequest<C>, reply);
      if ('raw' in answer) {
        // An answer noting what a snapshot lacks is not cached (a hit would lose its note).
        if (byUrl && answer.status === 200 && !reply.hasHeader(NOTE_HEADER))
          rememberJson(request.mock.state, `url:${request.url}`, answer.raw);
        return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.raw);
      }
      return reply.code(answer.status).send(answer.body as never);
    },
  });
}

/**
 * How the mock serves one contract: its handler and its route options. `rateLimit`
 * names the route's allowance in RATE_LIMITS (per client address; off when the server's limits
 * are); `cacheByUrl` and `preHandler` as in ContractRouteOptions. A handler reaches the app's
 * decorations (`tokens`, `settings`) through `request.server`.
 */
export interface ContractHandlerEntry<N extends ContractName> {
  handler: ContractHandler<(typeof contracts)[N]>;
  rateLimit?: RateLimitedRoute;
  cacheByUrl?: boolean;
  preHandler?: preHandlerAsyncHookHandler[];
}

/**
 * Every contract's handler entry, keyed by contract name: a contract without a handler (or a
 * handler answering outside its contract) does not compile.
 */
export type ContractHandlers = { [N in ContractName]: ContractHandlerEntry<N> };

/** Registers contract `name` with its entry (generic in N, so handler and contract stay paired). */
function registerEntry<N extends ContractName>(
  app: FastifyInstance,
  handlers: ContractHandlers,
  name: N,
): void {
  const entry: ContractHandlerEntry<N> = handlers[name];
  contractRoute(app, contracts[name], entry.handler, {
    ...(entry.rateLimit ? { config: app.rateLimitConfig(entry.rateLimit) } : {}),
    ...(entry.preHandler ? { preHandler: entry.preHandler } : {}),
    ...(entry.cacheByUrl ? { cacheByUrl: true } : {}),
  });
}

/**
 * Registers every contract of `@trini/domain` with its entry in `handlers`, in the contracts'
 * order (see contractRoute). The one place the mock's API routes are registered.
 */
export function registerContractHandlers(app: FastifyInstance, handlers: ContractHandlers): void {
  for (const name of Object.keys(contracts) as ContractName[]) registerEntry(app, handlers, name);
}
