import { endpoints } from '@trini/domain';
import { describe, expect, it } from 'vitest';
import { couponApi } from '@/features/cart/api/coupon-api';
import { productsApi } from '@/features/products/api/products-api';
import type { AppBaseQuery } from '@/lib/api';
import { ENDPOINT_SAMPLES } from '@/test/contract-samples';
import { fulfilledCalls, notingBaseQuery } from './ssr-calls';
import { SSR_STATE_ID, readSsrState, serializeSsrState } from './ssr-state';
import type { SsrCall } from './ssr-state';
import { makeStore } from './store';

/** A base query answering loadproduct with a sample product, the coupon with a success, and 503 for the rest. */
const fakeBase: AppBaseQuery = async (args) => {
  const { url } = typeof args === 'string' ? { url: args } : args;
  if (url === endpoints.loadProduct.path) return { data: ENDPOINT_SAMPLES.loadProduct!.answer };
  if (url === endpoints.validateCoupon.path)
    return { data: { success: true, CouponDiscPercent: 10, msg: '' } };
  return { error: { status: 503, data: null } };
};

describe("the server render's calls (SsrState.calls, for import-har)", () => {
  it('notes the contract request of each query by its cache key, and keeps the fulfilled ones', async () => {
    const calls = new Map<string, SsrCall>();
    const store = makeStore(undefined, {
      fromBrowserStorage: false,
      extra: { baseQuery: notingBaseQuery(fakeBase, calls) },
    });
    await store.dispatch(productsApi.endpoints.loadProduct.initiate(1002));
    await store.dispatch(
      productsApi.endpoints.getProducts.initiate({ HomePageProducts: true, PageNo: 1 }),
    );
    await store.dispatch(couponApi.endpoints.validateCoupon.initiate('SAVE10'));

    // Every query is noted as sent; the mutation is not.
    expect([...calls.keys()]).toEqual([
      'loadProduct(1002)',
      'getProducts({"HomePageProducts":true,"PageNo":1})',
    ]);
    // Only the fulfilled query is kept: its contract path, method and params as sent.
    const queries = store.getState().api.queries;
    expect(fulfilledCalls(queries, calls)).toEqual({
      'loadProduct(1002)': {
        method: 'GET',
        path: '/api/Product/loadproduct',
        params: { ProductNo: 1002, LoadReviews: true },
      },
    });
    expect(queries['loadProduct(1002)']?.data).toMatchObject({ ProductNo: 1002 });
    expect(fulfilledCalls(queries, new Map())).toBeUndefined();
  });

  it('notes a body and a string argument as sent', async () => {
    const calls = new Map<string, SsrCall>();
    const noting = notingBaseQuery(async () => ({ data: 1 }), calls);
    const queryApi = { type: 'query', queryCacheKey: 'k' } as Parameters<AppBaseQuery>[1];
    await noting({ url: '/api/x', method: 'post', body: { a: 1 } }, queryApi, {});
    await noting('/api/y', { ...queryApi, queryCacheKey: 'y' }, {});
    expect(Object.fromEntries(calls)).toEqual({
      k: { method: 'POST', path: '/api/x', body: { a: 1 } },
      y: { method: 'GET', path: '/api/y' },
    });
  });

  it('the browser ignores them: readSsrState leaves them out', () => {
    const doc = document.implementation.createHTMLDocument();
    const script = doc.createElement('script');
    script.id = SSR_STATE_ID;
    script.type = 'application/json';
    script.textContent = serializeSsrState({
      origin: 'http://shop.test',
      api: {},
      calls: { 'getCityList(undefined)': { method: 'GET', path: '/api/Trini/GetCityList' } },
    });
    doc.body.append(script);
    expect(readSsrState(doc)).toEqual({ origin: 'http://shop.test', api: {} });
  });
});
