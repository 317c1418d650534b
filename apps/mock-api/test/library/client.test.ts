import {
  ApiError,
  ContractDriftError,
  ContractInputError,
  SERVER_MESSAGES,
  addItem,
  buildOrder,
  createClient,
  emptyCart,
} from '@trini/domain';
import type { Client } from '@trini/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockFetch } from '../../src/index.js';
import type { MockFetch } from '../../src/index.js';

let mockFetch: MockFetch;
let client: Client;
let token: string | undefined;

beforeAll(async () => {
  mockFetch = await createMockFetch();
  client = createClient({ baseUrl: 'http://mock.local/', fetch: mockFetch, token: () => token });
});
afterAll(() => mockFetch.close());

const control = (path: string, body?: unknown) =>
  mockFetch(path, {
    method: body === undefined ? 'DELETE' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** The typed client from the contracts, against the mock in-process. */
describe('createClient from @trini/domain, against the mock', () => {
  it('answers each call typed and checked: a product, a category tree, a coupon', async () => {
    const product = await client.loadProduct({ ProductNo: 1001 });
    expect(product.ProductName).toBe('Wireless Earbuds with Charging Case');
    expect(product.SalesPrice).toBe(100);
    const tree = await client.getCategoryTree({ MaxRecords: 15 });
    expect(tree.length).toBeGreaterThan(0);
    expect(await client.validateCoupon({ CouponCode: 'SAVE10' })).toMatchObject({
      success: true,
    });
  });

  it('sends the token to the customer calls, and a missing one is an ApiError 401', async () => {
    token = undefined;
    await expect(client.loadCustomer({ CustomerMobile: '7000001' })).rejects.toMatchObject({
      name: 'ApiError',
      call: 'loadCustomer',
      status: 401,
    });
    token = (await client.login({ Mobile: '7000001', Password: 'password1' })).Token;
    const summary = await client.loadCustomer({ CustomerMobile: '7000001' });
    expect(summary.CustomerName).toBe('Kavita Ramdial');

    const order = buildOrder(addItem(emptyCart(), product1001(), 1), {
      CustomerMobile: '7000001',
      CustomerName: 'Kavita Ramdial',
    });
    const saved = await client.saveOrder({ ...order, IsPickup: 1 });
    expect(saved.success).toBe(true);
    expect(saved.OrderNo).toBeTypeOf('number');
  });

  it('a documented refusal is an ApiError carrying the backend message', async () => {
    const error = await client
      .login({ Mobile: '7000001', Password: 'wrong-password' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, body: { msg: SERVER_MESSAGES.LOGIN_INVALID } });
    expect((error as Error).message).toMatch(/^login answered 401: /);
  });

  it('an answer that drifted is a ContractDriftError naming the call and the field', async () => {
    await control('/__mock/scenarios', {
      path: '/api/Product/loadproduct',
      status: 200,
      body: { ...product1001(), ProductName: 42 },
      times: 1,
    });
    const error = await client.loadProduct({ ProductNo: 1001 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractDriftError);
    expect(error).toMatchObject({ call: 'loadProduct', status: 200 });
    expect((error as ContractDriftError).issues.map((i) => i.path)).toEqual(['ProductName']);
    expect((error as Error).message).toMatch(
      /^loadProduct answered 200 that breaks its contract: ProductName: /,
    );
  });

  it("a caller's input that breaks the contract is a ContractInputError, never sent", async () => {
    const before = await countOf('/api/Product/loadproduct');
    const error = await client.loadProduct({ ProductNo: -1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractInputError);
    expect(error).not.toBeInstanceOf(ContractDriftError);
    expect(error).toMatchObject({ name: 'ContractInputError', call: 'loadProduct' });
    expect((error as ContractInputError).issues.map((i) => i.path)).toEqual(['ProductNo']);
    expect((error as Error).message).toMatch(/^loadProduct was not sent: .*ProductNo/);
    expect(await countOf('/api/Product/loadproduct')).toBe(before);
  });

  it('a wrong type of input is a compile error; an untyped caller still gets ContractInputError', async () => {
    // @ts-expect-error ProductNo is a number: the query's wire form is text, the call's input is not.
    const untyped = client.loadProduct({ ProductNo: 'abc' });
    await expect(untyped).rejects.toBeInstanceOf(ContractInputError);
    // @ts-expect-error Rating is a number (or absent), not text.
    const review = client.saveProductReview({ ...REVIEW, Rating: 'five' });
    await expect(review).rejects.toBeInstanceOf(ContractInputError);
  });
});

/** A review body that passes its contract. */
const REVIEW = {
  ProductNo: 1001,
  CustomerMobile: '7000001',
  CustomerName: 'Ann',
  ReviewTitle: 'Good',
  Comments: 'Works well.',
  Rating: 5,
};

let seeded: Parameters<typeof addItem>[1] | undefined;
/** Product 1001 as the seed has it (read once through the plain fetch). */
function product1001() {
  if (!seeded) throw new Error('product 1001 not loaded');
  return seeded;
}
beforeAll(async () => {
  seeded = (await (
    await mockFetch('/api/Product/loadproduct?ProductNo=1001')
  ).json()) as typeof seeded;
});

async function countOf(path: string): Promise<number> {
  const res = await mockFetch(`/__mock/requests/count?path=${encodeURIComponent(path)}`);
  return ((await res.json()) as { count: number }).count;
}
