// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readCookie, showsEarlierAnswer, xsrfHeader } from './api';

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

describe('showsEarlierAnswer: a list shown for an earlier argument says it is busy', () => {
  const page1 = { ProductList: [1001] };
  it('is true while the call is in flight, and in the render before it is sent', () => {
    expect(showsEarlierAnswer({ isFetching: true, isError: false, data: page1 })).toBe(true);
    // The argument changed; the hook's effect has not sent the call yet.
    expect(
      showsEarlierAnswer({
        isFetching: false,
        isError: false,
        data: page1,
        currentData: undefined,
      }),
    ).toBe(true);
  });

  it("is false once the argument's own answer is shown, before any answer, and on an error", () => {
    expect(
      showsEarlierAnswer({ isFetching: false, isError: false, data: page1, currentData: page1 }),
    ).toBe(false);
    expect(showsEarlierAnswer({ isFetching: false, isError: false })).toBe(false);
    expect(showsEarlierAnswer({ isFetching: false, isError: true, data: page1 })).toBe(false);
  });
});
