// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PurchaseLine } from '@trini/domain';
import { customerOrder } from './customer-order';

const line = (invoice: string, name: string, amount: number): PurchaseLine => ({
  ProductName: name,
  ImageFilePath: '',
  Barcode: '1',
  ProductStyle: '',
  Quantity: 1,
  Rate: amount,
  Amount: amount,
  InvoiceBillNumber: invoice,
  InvoiceDateFormatted: invoice === 'INV-2' ? '02 Jun 2026' : '14 Mar 2026',
});

describe('customerOrder (ordering.md §3 Purchase line)', () => {
  const summary = {
    Purchases: [
      line('INV-2', 'Kettle', 100.1),
      line('INV-2', 'Mug', 20.2),
      line('INV-1', 'Fan', 5),
    ],
  };

  it('answers the most recent order (the first invoice) with its lines and their sum', () => {
    expect(customerOrder(summary)).toEqual({
      invoice: 'INV-2',
      date: '02 Jun 2026',
      lines: summary.Purchases.slice(0, 2),
      subTotal: 120.3,
    });
  });

  it('answers the order of a given invoice number', () => {
    expect(customerOrder(summary, 'INV-1')?.lines.map((l) => l.ProductName)).toEqual(['Fan']);
  });

  it('answers null for an unknown invoice or a customer with no purchases', () => {
    expect(customerOrder(summary, 'INV-9')).toBeNull();
    expect(customerOrder({ Purchases: [] })).toBeNull();
  });
});
