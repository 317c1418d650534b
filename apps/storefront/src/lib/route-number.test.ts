import { describe, expect, it } from 'vitest';
import { routeNumber } from './route-number';

describe('route numbers (ordering.md §2 route table)', () => {
  it('reads positive whole route numbers only', () => {
    expect(routeNumber('1001')).toBe(1001);
    expect(routeNumber('0')).toBeNull();
    expect(routeNumber('abc')).toBeNull();
    expect(routeNumber(undefined)).toBeNull();
  });
});
