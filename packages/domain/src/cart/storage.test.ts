import { describe, expect, it } from 'vitest';
import { addItem, emptyCart } from './operations.js';
import { restoreCart, restoreCartLines, serializeCartLines } from './storage.js';
import { bundle, plain } from './test-products.js';

describe('cart storage (shopping.md §3, §4)', () => {
  const cart = addItem(addItem(emptyCart(), plain, 2), bundle, 3);
  it('stored lines round-trip into the same priced cart', () => {
    const restored = restoreCart(serializeCartLines(cart));
    expect(restored.ItemList).toEqual(cart.ItemList);
    expect(restored.ItemGrandTotal).toBe(cart.ItemGrandTotal);
  });
  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"a":1}'],
    ['a line without ProductNo', '[{"ProductName":"x"}]'],
    ['a negative quantity', '[{"ProductNo":1,"ProductName":"x","Quantity":-2}]'],
    ['null', null],
    ['a number', 42],
  ])('corrupt storage (%s) resets to an empty cart, never a throw', (_label, raw) => {
    expect(restoreCartLines(raw)).toEqual([]);
    expect(restoreCart(raw).ItemList).toEqual([]);
  });
  it('duplicate ProductNos keep only the first line', () => {
    const line = cart.ItemList[0];
    expect(restoreCartLines([line, { ...line, Quantity: 9 }])).toHaveLength(1);
  });
  it('stored prices are repriced by the engine, not trusted', () => {
    const tampered = cart.ItemList.map((l) => ({ ...l, TotalAmount: 1 }));
    expect(restoreCart(tampered).ItemTotal).toBe(cart.ItemTotal);
  });
});
