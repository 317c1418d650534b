import { SERVER_MESSAGES, TokenClaimsSchema } from '@trini/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import type { StoredCustomer } from '../seed/types.js';
import { findCustomer } from './store.js';

/** Signs and verifies customer tokens (HS256). */
export interface TokenService {
  /** A signed JWT with the customer's claims (ordering.md §3 token claims), exp = now + lifetime. */
  sign(customer: StoredCustomer): Promise<string>;
  /** The token's mobile (custom_mobile) when the signature and exp are valid, else null. */
  verify(token: string): Promise<string | null>;
}

/** Builds a token service over an HS256 secret and a lifetime in seconds. */
export function createTokenService(secret: string, lifetimeSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(customer) {
      const claims: Record<string, string> = {
        custom_id: String(customer.CustomerNo),
        custom_Email: customer.EmailID,
        custom_mobile: customer.Mobile1,
        custom_CustomerName: customer.CustomerName,
      };
      if (customer.CouponCode) claims.custom_CouponCode = customer.CouponCode;
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
        return claims.success ? claims.data.custom_mobile : null;
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
 * null for an invalid/expired/forged token or an unknown customer, else the customer.
 */
export async function resolveCustomer(
  request: FastifyRequest,
): Promise<StoredCustomer | null | undefined> {
  const token = bearerToken(request);
  if (token === null) return undefined;
  const mobile = await request.server.tokens.verify(token);
  if (mobile === null) return null;
  return findCustomer(request.mock.state, mobile) ?? null;
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
