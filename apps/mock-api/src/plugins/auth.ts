import { SERVER_MESSAGES, TokenClaimsSchema } from '@trini/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import type { StoredCustomer } from '../seed/types.js';
import { findCustomer } from '../state/mock-state.js';

/** Signs and verifies customer tokens (HS256). */
export interface TokenService {
  /** A signed JWT with the customer's claims (ordering.md §3 token claims), exp = now + lifetime. */
  sign(customer: StoredCustomer): Promise<string>;
  /**
   * The token's mobile (custom_mobile) and version (`ver`, 0 when absent) when the signature and
   * exp are valid, else null.
   */
  verify(token: string): Promise<{ mobile: string; version: number } | null>;
}

/** Builds a token service over an HS256 secret and a lifetime in seconds. */
export function createTokenService(secret: string, lifetimeSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(customer) {
      const claims: Record<string, string | number> = {
        custom_id: String(customer.CustomerNo),
        custom_Email: customer.EmailID,
        custom_mobile: customer.Mobile1,
        custom_CustomerName: customer.CustomerName,
      };
      if (customer.CouponCode) claims.custom_CouponCode = customer.CouponCode;
      if (customer.TokenVersion) claims.ver = customer.TokenVersion;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setSubject(String(customer.CustomerNo))
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const claims = TokenClaimsSchema.safeParse(payload);
        if (!claims.success) return null;
        const version = typeof payload.ver === 'number' ? payload.ver : 0;
        return { mobile: claims.data.custom_mobile, version };
      } catch {
        return null;
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Customer token service. */
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** The customer of a valid bearer token (set by `requireCustomer` / `optionalCustomer`). */
    customer: StoredCustomer | null;
  }
}

/** The bearer token of a request, or null when the Authorization header has none. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Resolves the request's customer from its bearer token. Answers undefined without a token,
 * null for an invalid/expired/forged token, an unknown customer or a token issued before the
 * customer's last password change (its version is behind the customer's TokenVersion),
 * else the customer.
 */
export async function resolveCustomer(
  request: FastifyRequest,
): Promise<StoredCustomer | null | undefined> {
  const token = bearerToken(request);
  if (token === null) return undefined;
  const claims = await request.server.tokens.verify(token);
  if (claims === null) return null;
  const customer = findCustomer(request.mock.state, claims.mobile);
  if (!customer || (customer.TokenVersion ?? 0) !== claims.version) return null;
  return customer;
}

/** preHandler: 401 `{ msg }` unless a valid customer token is sent; sets `request.customer`. */
export async function requireCustomer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const customer = await resolveCustomer(request);
  if (!customer) {
    await reply.code(401).send({ msg: SERVER_MESSAGES.UNAUTHORIZED });
    return;
  }
  request.customer = customer;
}

/** The 403 answer of an account read whose CustomerMobile is another customer's. */
export const FORBIDDEN = { status: 403 as const, body: { msg: SERVER_MESSAGES.FORBIDDEN } };

/**
 * The bearer token's customer when the query's CustomerMobile is theirs, else null (answer
 * FORBIDDEN): a token reads its own account only. For `auth: 'customer'` contracts, whose
 * requireCustomer preHandler has set `request.customer`. spec: ordering.md §2 account area
 */
export function ownCustomer(
  request: FastifyRequest & { query: { CustomerMobile: string } },
): StoredCustomer | null {
  const customer = request.customer!;
  return request.query.CustomerMobile.trim() === customer.Mobile1 ? customer : null;
}

/** Options of the auth plugin. */
export interface AuthPluginOptions {
  jwtSecret: string;
  tokenLifetimeSeconds: number;
}

/** Decorates the app with `tokens` and requests with `customer`. */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, opts) => {
    app.decorate('tokens', createTokenService(opts.jwtSecret, opts.tokenLifetimeSeconds));
    app.decorateRequest('customer', null);
  },
  { name: 'auth', dependencies: ['store'] },
);
