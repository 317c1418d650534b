import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helpers.js';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await build();
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Sends raw bytes (optionally half-closing) and answers the status code and the parsed JSON body. */
function raw(text: string, halfClose = false): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    let out = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(text);
      if (halfClose) socket.end();
    });
    socket.on('data', (chunk) => (out += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = '', ...rest] = out.split('\r\n\r\n');
      const status = Number(head.split(' ')[1]);
      try {
        resolve({ status, body: JSON.parse(rest.join('\r\n\r\n')) });
      } catch {
        reject(new Error(`not JSON: ${out.slice(0, 300)}`));
      }
    });
  });
}

const readable: Record<string, unknown> = {
  msg: expect.stringMatching(/\w{4,}/),
  fields: expect.any(Array),
};

describe('errors raised before a route answer { msg, fields }', () => {
  it('oversized headers: 431', async () => {
    const res = await raw(
      `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res).toEqual({ status: 431, body: readable });
  });

  it('an oversized address: 431 (Node counts it with the headers) or 414', async () => {
    const res = await raw(`GET /${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect([414, 431]).toContain(res.status);
    expect(res.body).toEqual(readable);
  });

  it('a broken percent-escape in the address: 400 naming the url', async () => {
    const res = await raw('GET /api/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    const namesUrl: Record<string, unknown> = {
      msg: expect.stringContaining('/api/%zz'),
      fields: ['url'],
    };
    expect(res).toEqual({ status: 400, body: namesUrl });
  });

  it('a body shorter than its Content-Length: 400', async () => {
    const res = await raw(
      'POST /api/shop/validatecoupon HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 50\r\n\r\n{"CouponCode":"A"}',
      true,
    );
    expect(res).toEqual({ status: 400, body: readable });
  });

  it('a malformed request line: 400', async () => {
    expect(await raw('GARBAGE\r\n\r\n')).toEqual({ status: 400, body: readable });
  });
});
