import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  MAX_REQUEST_ID_LENGTH,
  echoRequestId,
  requestLogOptions,
  saneRequestId,
} from './request-log.ts';

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

describe('saneRequestId: an x-request-id taken as it is, or not', () => {
  it('takes ids of 1 to 128 letters, digits and _ . : @ / + = -', () => {
    for (const id of [
      'a',
      'req-42',
      '0b8a4c7e-5f1d-4e2a-9c3b-1d2e3f4a5b6c',
      '01J9ZK7Q3W8Y5V6X4T2S1R0P9N',
      'dGVzdA+/==',
      'edge:lb-1@eu/3.7_x',
      'x'.repeat(MAX_REQUEST_ID_LENGTH),
    ])
      expect(saneRequestId(id), id).toBe(id);
  });

  it('refuses anything else: empty, too long, spaces, quotes, markup, control characters, several values', () => {
    for (const id of [
      '',
      'x'.repeat(MAX_REQUEST_ID_LENGTH + 1),
      'two words',
      '"quoted"',
      '<script>',
      'a\nb',
      'tab\there',
      'é',
      ['a', 'b'],
      undefined,
    ])
      expect(saneRequestId(id), JSON.stringify(id)).toBeUndefined();
  });

  it('refuses an over-long id by its length, and the longest allowed id only by its characters', () => {
    // Linear time is the lint's to guard (regexp/no-super-linear-backtracking): here, what is refused.
    expect(saneRequestId(`${'a'.repeat(1_000_000)}`)).toBeUndefined();
    expect(saneRequestId('a'.repeat(MAX_REQUEST_ID_LENGTH + 1))).toBeUndefined();
    expect(saneRequestId(`${'a'.repeat(MAX_REQUEST_ID_LENGTH - 1)}!`)).toBeUndefined();
    expect(saneRequestId('a'.repeat(MAX_REQUEST_ID_LENGTH))).toBe(
      'a'.repeat(MAX_REQUEST_ID_LENGTH),
    );
  });
});

describe('requestLogOptions and echoRequestId: a Fastify server with request ids', () => {
  it('logs at info with LOG_REQUESTS, otherwise at warn (the storefront) or not at all (the mock API)', () => {
    expect(requestLogOptions(true).logger).toEqual({ level: 'info' });
    expect(requestLogOptions(true, 'off').logger).toEqual({ level: 'info' });
    expect(requestLogOptions(false).logger).toEqual({ level: 'warn' });
    expect(requestLogOptions(false, 'off').logger).toBe(false);
  });

  it("answers with a sane x-request-id it was sent as the request's id, and a new UUID for any other", async () => {
    const app = Fastify(requestLogOptions(false, 'off'));
    echoRequestId(app);
    app.get('/', async (req) => ({ id: req.id }));
    const ask = (id?: string) =>
      app.inject({ url: '/', headers: id === undefined ? {} : { 'x-request-id': id } });
    const kept = await ask('req-42');
    expect(kept.headers['x-request-id']).toBe('req-42');
    expect(kept.json<{ id: string }>().id).toBe('req-42');
    for (const id of [undefined, 'two words', 'a'.repeat(MAX_REQUEST_ID_LENGTH + 1)])
      expect((await ask(id)).headers['x-request-id']).toMatch(UUID);
    await app.close();
  });
});
