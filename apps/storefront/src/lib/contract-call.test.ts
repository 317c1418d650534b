// @vitest-environment node
import { endpoints } from '@trini/domain';
import { describe, expect, it } from 'vitest';
import { contractCall } from './contract-call';

/**
 * The storefront's requests are typed by the contracts. The `@ts-expect-error` lines
 * are the type test (checked by `pnpm typecheck`): each must be a type error, or tsc fails on the
 * unused directive. So a field renamed in the domain breaks the storefront's typecheck.
 */
describe('contractCall: url and method from the contract, params and body typed by it', () => {
  it('builds the request from the contract name', () => {
    expect(contractCall('loadProduct', { params: { ProductNo: 1001, LoadReviews: true } })).toEqual(
      {
        url: endpoints.loadProduct.path,
        method: 'GET',
        params: { ProductNo: 1001, LoadReviews: true },
      },
    );
    expect(contractCall('getCityList', {})).toEqual({
      url: endpoints.getCityList.path,
      method: 'GET',
    });
  });

  it('refuses, at compile time, what the contract does not take', () => {
    const wrong = [
      // @ts-expect-error a query field the contract does not have (a renamed field)
      () => contractCall('loadProduct', { params: { ProductNumber: 1001 } }),
      // @ts-expect-error a query value of the wrong type
      () => contractCall('loadProduct', { params: { ProductNo: 'one' } }),
      // @ts-expect-error a body-taking call without its body
      () => contractCall('saveOrder', {}),
      // @ts-expect-error a body field the contract does not have
      () => contractCall('login', { body: { Mobile: '7000001', Pass: 'x' } }),
      // @ts-expect-error params on a call without a query
      () => contractCall('getCityList', { params: { MaxRecords: 15 } }),
    ];
    expect(wrong).toHaveLength(5);
  });
});
