// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@trini/domain';
import { NOTICE_MESSAGES } from '@trini/domain';
import { callFailureMessage } from './messages';

describe('what a failed call shows (ordering.md §8, shopping.md §8)', () => {
  it("no answer, a 5xx or an unreadable answer: 'We couldn't reach the shop. Please try again.'", () => {
    expect(NOTICE_MESSAGES.SHOP_UNREACHABLE).toBe("We couldn't reach the shop. Please try again.");
    expect(callFailureMessage({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toBe(
      NOTICE_MESSAGES.SHOP_UNREACHABLE,
    );
    expect(callFailureMessage({ status: 500, data: { msg: SERVER_MESSAGES.INTERNAL_ERROR } })).toBe(
      NOTICE_MESSAGES.SHOP_UNREACHABLE,
    );
    expect(callFailureMessage({ status: 'PARSING_ERROR', originalStatus: 200 })).toBe(
      NOTICE_MESSAGES.SHOP_UNREACHABLE,
    );
    expect(callFailureMessage(new TypeError('x'))).toBe(NOTICE_MESSAGES.SHOP_UNREACHABLE);
    expect(callFailureMessage(undefined)).toBe(NOTICE_MESSAGES.SHOP_UNREACHABLE);
  });

  it("a refusal below 500 with the server's msg: 'Error: ' + msg; without one: the notice", () => {
    expect(
      callFailureMessage({ status: 429, data: { msg: SERVER_MESSAGES.COUPON_RATE_LIMITED } }),
    ).toBe(`Error: ${SERVER_MESSAGES.COUPON_RATE_LIMITED}`);
    expect(callFailureMessage({ status: 404, data: 'Not Found' })).toBe(
      NOTICE_MESSAGES.SHOP_UNREACHABLE,
    );
  });
});
