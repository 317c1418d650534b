// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sessionFromToken } from './session';
import { testToken } from '@/test/test-token';

const b64 = (s: string) => Buffer.from(s).toString('base64url');

describe('reading the customer token (jose decodeJwt; ordering.md §4, §8 unreadable token)', () => {
  const good = [
    testToken(),
    testToken({ custom_CustomerName: 'Anaïs Ramdial – 🇹🇹' }),
    `${b64('{"alg":"none"}')}.${b64('{"a":1}')}.`,
    `${b64('{"alg":"none"}')}.${b64('{"a":"???>>>"}')}.x`,
  ];
  it.each(good)(
    'decodes %s without throwing (claims missing the mobile or name give no session)',
    (token) => {
      expect(() => sessionFromToken(token)).not.toThrow();
    },
  );

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
  it.each(bad)('an unreadable token %j counts as no login', (token) => {
    expect(sessionFromToken(token)).toBeNull();
  });

  it('gives the session of a usable token and null for a broken one', () => {
    expect(sessionFromToken(testToken())?.LoginName).toBe('Kavita Ramdial');
    expect(sessionFromToken('x.y.z')).toBeNull();
  });
});
