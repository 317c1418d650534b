import { createHash } from 'node:crypto';
import { IDEMPOTENCY, SERVER_MESSAGES } from '@trini/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The refusals of a key: 400 for a malformed one, 422 for one used with another request. */
export type KeyRefusal =
  { status: 400; body: { msg: string; fields: string[] } } | { status: 422; body: { msg: string } };

/** A kept answer: for which route and request (a hash), when, and the answer (or its promise). */
interface Kept {
  route: string;
  fingerprint: string;
  at: number;
  answer: Promise<unknown>;
}

/** The most keys a session keeps; beyond it the oldest is forgotten first. */
export const KEPT_KEYS = 1000;

/** The header a replayed answer carries: `true`. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** The kept answers of each session's state, by Idempotency-Key. */
const keptByState = new WeakMap<object, Map<string, Kept>>();

/**
 * Runs `run` once per Idempotency-Key (the IETF httpapi draft's semantics), for SaveOrder and
 * GetWipayUrl:
 * - no header: runs it;
 * - a key that is not 1-255 visible ASCII characters: 400 `{ msg, fields }`;
 * - a key seen on this route with the same request (body and bearer token) within
 *   IDEMPOTENCY.KEPT_MS: the first answer, with `Idempotent-Replayed: true`, and nothing run again
 *   (a repeat that comes while the first is still running waits for it);
 * - a key seen with another request: 422 `{ msg }`.
 * The answers are kept per mock session (`state`), at most KEPT_KEYS of them; a run that throws
 * keeps nothing, so its retry runs again.
 */
export async function oncePerKey<A>(
  state: object,
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  run: () => Promise<A>,
  now = Date.now(),
): Promise<A | KeyRefusal> {
  const header = request.headers[IDEMPOTENCY.HEADER.toLowerCase()];
  if (header === undefined) return run();
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!IDEMPOTENCY.KEY_PATTERN.test(key))
    return {
      status: 400,
      body: { msg: SERVER_MESSAGES.IDEMPOTENCY_KEY_INVALID, fields: [IDEMPOTENCY.HEADER] },
    };
  let kept = keptByState.get(state);
  if (!kept) {
    kept = new Map();
    keptByState.set(state, kept);
  }
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([request.body ?? null, request.headers.authorization ?? '']))
    .digest('base64url');
  const seen = kept.get(key);
  if (seen && now - seen.at <= IDEMPOTENCY.KEPT_MS) {
    if (seen.route !== route || seen.fingerprint !== fingerprint)
      return { status: 422, body: { msg: SERVER_MESSAGES.IDEMPOTENCY_KEY_REUSED } };
    const answer = (await seen.answer) as A;
    void reply.header(REPLAYED_HEADER, 'true');
    return answer;
  }
  kept.delete(key);
  const answer = run();
  kept.set(key, { route, fingerprint, at: now, answer });
  if (kept.size > KEPT_KEYS) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  try {
    return await answer;
  } catch (error) {
    kept.delete(key);
    throw error;
  }
}
