import { afterEach, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD, TEXT_LIMITS } from '@trini/domain';
import {
  ORDER_DRAFT_KEY,
  ORDER_DRAFT_MAX_CHARS,
  clearOrderDraft,
  readOrderDraft,
  writeOrderDraft,
} from './order-draft';

const stored = () => sessionStorage.getItem(ORDER_DRAFT_KEY);

describe("the checkout's draft (kept for the tab: back from a declined card payment)", () => {
  afterEach(() => sessionStorage.clear());

  it('keeps what was typed and the payment method, and reads them back', () => {
    const draft = {
      CustomerMobile: '7055555',
      CustomerName: 'Renee Baptiste',
      EmailID: 'shopper@example.tt',
      CustomerAddress: '12 Eastern Main Road',
      CustomerCityNo: '3',
      Remarks: 'Gate code 12',
      PMNo: PAYMENT_METHOD.CARD,
      IsPickup: 1,
    } as const;
    writeOrderDraft(draft);
    expect(JSON.parse(stored() ?? '{}')).toEqual(draft);
    expect(readOrderDraft()).toEqual(draft);
    clearOrderDraft();
    expect(stored()).toBeNull();
    expect(readOrderDraft()).toEqual({});
  });

  it("cuts each text to its field's limit", () => {
    writeOrderDraft({ CustomerName: 'x'.repeat(TEXT_LIMITS.NAME + 50) });
    expect(readOrderDraft().CustomerName).toHaveLength(TEXT_LIMITS.NAME);
  });

  it('drops and removes a corrupt draft: not JSON, not an object, or too long', () => {
    for (const bad of [
      '{"CustomerName":',
      '[1,2]',
      'null',
      '"text"',
      'x'.repeat(ORDER_DRAFT_MAX_CHARS + 1),
    ]) {
      sessionStorage.setItem(ORDER_DRAFT_KEY, bad);
      expect(readOrderDraft()).toEqual({});
      expect(stored()).toBeNull();
    }
  });

  it('reads only well-formed fields: text within its limit, a known payment method, pickup 0 or 1', () => {
    sessionStorage.setItem(
      ORDER_DRAFT_KEY,
      JSON.stringify({
        CustomerName: 'Renee',
        CustomerMobile: 7055555,
        EmailID: 'e'.repeat(TEXT_LIMITS.EMAIL + 1),
        PMNo: 9,
        IsPickup: 2,
        Other: 'kept out',
      }),
    );
    expect(readOrderDraft()).toEqual({ CustomerName: 'Renee' });
  });
});
