// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readCookie, xsrfHeader } from './api';

describe('XSRF header (shopping.md §7 HTTP client)', () => {
  const cookie = 'a=1; XSRF-TOKEN=abc%3D123; b=2';

  it('reads the XSRF-TOKEN cookie, decoded', () => {
    expect(readCookie(cookie, 'XSRF-TOKEN')).toBe('abc=123');
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
  });

  it('is sent on mutating requests to relative URLs', () => {
    for (const m of ['POST', 'put', 'PATCH', 'DELETE'])
      expect(xsrfHeader(m, '/api/x', cookie)).toBe('abc=123');
  });

  it('is not sent on GET or to absolute URLs', () => {
    expect(xsrfHeader('GET', '/api/x', cookie)).toBeNull();
    expect(xsrfHeader('POST', 'https://evil.example/api', cookie)).toBeNull();
    expect(xsrfHeader('POST', '//evil.example/api', cookie)).toBeNull();
  });
});
