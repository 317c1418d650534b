import { contracts } from '@trini/domain';
import type { Contract, ContractName } from '@trini/domain';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { answerIssues, issueLines, parseAnswer } from './contract-issues.js';
import { trimTrailingSlashes } from '@trini/domain';
import type { Exchange } from '../record/exchange.js';

/** One request or answer that broke its contract, as the proxy recorded it. */
export interface DriftRecord {
  time: string;
  call: ContractName;
  method: string;
  url: string;
  /** 'request' when what the client sent broke the contract, 'answer' when the backend's did. */
  side: 'request' | 'answer';
  status: number;
  /** `path: message` of each zod issue (first 5), or the undocumented status. */
  issues: string[];
}

/** Most drift records kept (oldest dropped). */
export const DRIFT_LIMIT = 500;

/** Headers not passed on (hop-by-hop, or recomputed by the sender). */
const SKIPPED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'host',
]);

const routeKey = (method: string, path: string) =>
  `${method} ${trimTrailingSlashes(path.toLowerCase()) || '/'}`;

const ROUTES = new Map<string, [ContractName, Contract]>(
  (Object.entries(contracts) as [ContractName, Contract][]).map(([name, c]) => [
    routeKey(c.method, c.path),
    [name, c],
  ]),
);

/**
 * A validating proxy in front of a real backend: every call is forwarded unchanged
 * and the real answer returned unchanged, while each request and answer of a documented call is
 * checked against its contract (query and body; the answer's status and schema). What breaks it
 * is recorded (GET /__drift answers `{ count, drift }`, newest last, at most DRIFT_LIMIT) and
 * written to `log` (default console.warn). Point the storefront's API_ORIGIN at it to develop
 * against the real backend and see drift as it happens. `onExchange` sees every call and answer
 * that went through (`trini-mock record` keeps what meets its contract).
 */
export async function createValidatingProxy(options: {
  target: string;
  log?: (line: string) => void;
  onExchange?: (exchange: Exchange) => void;
}): Promise<FastifyInstance> {
  const target = trimTrailingSlashes(options.target);
  const log = options.log ?? ((line: string) => console.warn(line));
  const drift: DriftRecord[] = [];
  const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const record = (entry: Omit<DriftRecord, 'time'>) => {
    const full = { time: new Date().toISOString(), ...entry };
    drift.push(full);
    if (drift.length > DRIFT_LIMIT) drift.splice(0, drift.length - DRIFT_LIMIT);
    log(
      `drift (${entry.side}) ${entry.method} ${entry.url} ${entry.status}: ${entry.issues.join('; ')}`,
    );
  };

  app.get('/__drift', async () => ({ count: drift.length, drift }));

  app.all('/*', async (request, reply) => {
    const startedAt = new Date().toISOString();
    const url = request.url;
    const path = url.split('?')[0] ?? url;
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers))
      if (!SKIPPED_HEADERS.has(key) && typeof value === 'string') headers.set(key, value);
    const body =
      Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;
    let answer: Response;
    try {
      answer = await fetch(`${target}${url}`, {
        method: request.method,
        headers,
        ...(body ? { body } : {}),
        redirect: 'manual',
      });
    } catch {
      return reply
        .code(502)
        .send({ msg: `The backend at ${target} could not be reached.`, fields: [] });
    }
    const bytes = Buffer.from(await answer.arrayBuffer());
    const route = ROUTES.get(routeKey(request.method, path));
    if (route) {
      const [call, contract] = route;
      const base = { call, method: request.method, url, status: answer.status };
      const query = Object.fromEntries(new URL(url, 'http://proxy.local').searchParams);
      const sentQuery = contract.query?.safeParse(query);
      if (sentQuery && !sentQuery.success)
        record({ ...base, side: 'request', issues: issueLines(sentQuery.error) });
      if (contract.body && body) {
        const parsed = parseAnswer(body.toString('utf8'));
        const sentBody = contract.body.safeParse(parsed);
        if (!sentBody.success)
          record({ ...base, side: 'request', issues: issueLines(sentBody.error) });
      }
      const issues = answerIssues(contract, answer.status, parseAnswer(bytes.toString('utf8')));
      if (issues.length > 0) record({ ...base, side: 'answer', issues });
    }
    if (options.onExchange) {
      const requestHeaders: Record<string, string> = {};
      for (const [key, value] of Object.entries(request.headers))
        if (value !== undefined)
          requestHeaders[key] = Array.isArray(value) ? value.join(', ') : value;
      const responseHeaders: Record<string, string> = {};
      answer.headers.forEach((value, key) => {
        if (key !== 'set-cookie') responseHeaders[key] = value;
      });
      options.onExchange({
        startedAt,
        method: request.method,
        url: `${target}${url}`,
        requestHeaders,
        requestBody: body,
        status: answer.status,
        responseHeaders,
        setCookies: answer.headers.getSetCookie(),
        responseBody: bytes,
      });
    }
    reply.code(answer.status);
    answer.headers.forEach((value, key) => {
      if (!SKIPPED_HEADERS.has(key) && key !== 'set-cookie') void reply.header(key, value);
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length > 0) void reply.header('set-cookie', cookies);
    return reply.send(bytes);
  });
  await app.ready();
  return app;
}
