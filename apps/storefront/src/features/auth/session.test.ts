import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, sessionFromToken } from './session';
import { testToken } from './test-token';

const b64 = (s: string) => Buffer.from(s).toString('base64url');

describe('decodeJwtPayload (hand-written, same answers as jose decodeJwt)', () => {
  const good = [
    testToken(),
    testToken({ custom_CustomerName: 'Anaïs Ramdial – 🇹🇹' }),
    `${b64('{"alg":"none"}')}.${b64('{"a":1}')}.`,
    `${b64('{"alg":"none"}')}.${b64('{"a":"???>>>"}')}.x`,
  ];
  it.each(good)('decodes %s like jose', (token) => {
    expect(decodeJwtPayload(token)).toEqual(decodeJwt(token));
  });

  const bad = [
    '',
    'abc',
    'a.b',
    `${b64('{}')}.${b64('[1]')}.s`,
    `${b64('{}')}.${b64('"text"')}.s`,
    `${b64('{}')}.${b64('not json')}.s`,
    `${b64('{}')}.@@@.s`,
    `${b64('{}')}..s`,
    `a.${b64('{}')}.b.c.d`,
  ];
  it.each(bad)('throws on %j like jose', (token) => {
    expect(() => decodeJwt(token)).toThrow();
    expect(() => decodeJwtPayload(token)).toThrow();
  });

  it('gives the session of a usable token and null for a broken one', () => {
    expect(sessionFromToken(testToken())?.LoginName).toBe('Kavita Ramdial');
    expect(sessionFromToken('x.y.z')).toBeNull();
  });
});
