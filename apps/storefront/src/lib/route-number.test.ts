// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeNumber } from './route-number';

describe('route numbers (ordering.md §2 route table)', () => {
  it('reads positive whole route numbers only', () => {
    expect(routeNumber('1001')).toBe(1001);
    expect(routeNumber('0')).toBeNull();
    expect(routeNumber('abc')).toBeNull();
    expect(routeNumber(undefined)).toBeNull();
    // Past the safe integers no id is valid: the page is not found rather than an error.
    expect(routeNumber('9007199254740991')).toBe(9_007_199_254_740_991);
    expect(routeNumber('9007199254740992')).toBeNull();
    expect(routeNumber('99999999999999999999')).toBeNull();
  });
});
