import { describe, expect, it } from 'vitest';
import { cookiesFor } from './cookies.js';

describe('cookiesFor', () => {
  it('turns a Cookie header into cookies of the page’s origin', () => {
    expect(
      cookiesFor('trini_cart=1001:1.1002:2; coupon=SAVE10', 'http://127.0.0.1:4373/cart?x=1'),
    ).toEqual([
      { name: 'trini_cart', value: '1001:1.1002:2', url: 'http://127.0.0.1:4373' },
      { name: 'coupon', value: 'SAVE10', url: 'http://127.0.0.1:4373' },
    ]);
  });

  it('leaves out parts with no name', () => {
    expect(cookiesFor('junk; =x; a=', 'http://127.0.0.1:1')).toEqual([
      { name: 'a', value: '', url: 'http://127.0.0.1:1' },
    ]);
  });
});
