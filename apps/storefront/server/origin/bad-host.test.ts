import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, fakeClientBuild, startMockApi } from '../test/test-stack.ts';

let api: Awaited<ReturnType<typeof startMockApi>>;
const client = fakeClientBuild();
const servers: FastifyInstance[] = [];

/** A test server over the mock API with these settings (closed after the file). */
async function server(overrides: Parameters<typeof buildTestServer>[2] = {}) {
  const app = await buildTestServer(api.origin, client.dir, overrides);
  servers.push(app);
  return app;
}

beforeAll(async () => {
  api = await startMockApi();
});
afterAll(async () => {
  for (const app of servers) await app.close();
  await api.close();
});

/**
 * Sends `request` (with `Connection: close`) as raw bytes to `port` and resolves with the
 * answer's status line and body once the server closes.
 */
function rawExchange(port: number, request: string): Promise<{ status: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () =>
      resolve({
        status: answer.split('\r\n')[0] ?? '',
        body: answer.slice(answer.indexOf('\r\n\r\n') + 4),
      }),
    );
    socket.on('error', reject);
  });
}

const MALFORMED = ['a b', '[::1', 'x:99999', ':80', 'exa%mple.com'];

describe('a malformed Host header: 400 with a readable page, never a 500', () => {
  it.each(MALFORMED)('Host %j: 400 on a page, /health and the API proxy', async (host) => {
    const app = await server();
    for (const url of ['/productdetails/1001', '/health', '/api/trini/GetProducts?MaxRecords=1']) {
      const res = await app.inject({ method: 'GET', url, headers: { host } });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<h1>Bad request</h1>');
      expect(res.body).toContain('Host header is not a valid host name');
    }
  });

  it('the same over a real connection, and an absolute-form request target is no 500 either', async () => {
    const app = await server();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    for (const host of MALFORMED) {
      const answer = await rawExchange(
        port,
        `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status, host).toBe('HTTP/1.1 400 Bad Request');
    }
    // The absolute form (RFC 9112 §3.2.2) is routed by its path; its host is not this site's.
    const absolute = await rawExchange(
      port,
      'GET http://evil.example/productdetails/1001 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    );
    expect(absolute.status).toBe('HTTP/1.1 200 OK');
    expect(absolute.body).toContain('Wireless Earbuds with Charging Case');
    expect(absolute.body).not.toContain('evil.example');
  });
});

describe('a Host the site does not answer at is never written into a page', () => {
  it('PUBLIC_ORIGIN: canonical, og:url, og:image, JSON-LD and the state use it', async () => {
    const app = await server({ publicOrigin: 'https://shop.example' });
    const res = await app.inject({
      method: 'GET',
      url: '/productdetails/1001',
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/(?:href|src|content)="(?:https?:)?\/\/evil\.example/);
    expect(res.body).toContain(
      '<link rel="canonical" href="https://shop.example/productdetails/1001"',
    );
    expect(res.body).toContain(
      '<meta property="og:url" content="https://shop.example/productdetails/1001"',
    );
    expect(res.body).toMatch(/"origin":"https:\/\/shop\.example"/);
  });

  it('no origin setting (a loopback HOST): the address the server listens on', async () => {
    const app = await server({ publicOrigin: undefined });
    for (const host of ['evil.example', 'evil.example:4173', '127.0.0.1.evil.example']) {
      const res = await app.inject({ method: 'GET', url: '/category/1', headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.body, host).not.toContain('evil.example');
      expect(res.body).toContain('<link rel="canonical" href="http://127.0.0.1:4173/category/1"');
    }
  });

  it('ALLOWED_ORIGINS: the Host picks one of them; any other Host gets PUBLIC_ORIGIN', async () => {
    const app = await server({
      publicOrigin: 'https://shop.example',
      allowedOrigins: ['https://www.shop.example'],
    });
    const canonical = async (host: string) =>
      /<link rel="canonical" href="([^"]+)"/.exec(
        (await app.inject({ method: 'GET', url: '/aboutus', headers: { host } })).body,
      )?.[1];
    expect(await canonical('www.shop.example')).toBe('https://www.shop.example/aboutus');
    expect(await canonical('evil.example')).toBe('https://shop.example/aboutus');
  });

  it('a path that looks like another host stays a path of this site', async () => {
    const app = await server({ publicOrigin: 'https://shop.example' });
    const res = await app.inject({
      method: 'GET',
      url: '//evil.example/productdetails/1001',
      headers: { host: 'shop.example' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/(?:href|src|content)="(?:https?:)?\/\/evil\.example/);
    // The page's own addresses (canonical, og:url, og:image) name this site; the footer's
    // contact links (wa.me) are other sites on purpose.
    const own = [
      ...res.body.matchAll(
        /(?:rel="canonical" href|property="og:[a-z]+" content)="(https?:[^"]*)"/g,
      ),
    ];
    expect(own.length).toBeGreaterThan(0);
    for (const [, url] of own) expect(url).toMatch(/^https:\/\/shop\.example\//);
  });
});
