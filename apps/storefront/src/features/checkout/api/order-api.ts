import {
  CityListSchema,
  SaveOrderResponseSchema,
  ShopSchema,
  WipayReceiveResponseSchema,
  WipayUrlResponseSchema,
} from '@trini/domain';
import { IDEMPOTENCY } from '@trini/domain';
import type { ContractResponse, Order, WipayReturn } from '@trini/domain';
import { api } from '@/lib/api';
import { contractAnswer, contractCall } from '@/lib/contract-call';

/**
 * One checkout attempt: the order and its Idempotency-Key (IDEMPOTENCY), the same for every retry
 * of the same order, so that a retry after a lost answer places nothing new.
 */
export interface OrderAttempt {
  order: Order;
  key: string;
}

/**
 * Ordering calls: the city list, a shop by number, SaveOrder, GetWipayUrl (card payment; same
 * order object; both with the attempt's Idempotency-Key) and WipayReceive (the provider's return parameters). A placed or paid order
 * invalidates the customer's data ('Customer' tag: account purchases, cashback).
 * spec: ordering.md §7
 */
export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCityList: build.query<ContractResponse<'getCityList'>, void>({
      responseSchema: contractAnswer('getCityList', CityListSchema),
      query: () => contractCall('getCityList', {}),
    }),
    getShop: build.query<ContractResponse<'getShop'>, number>({
      responseSchema: contractAnswer('getShop', ShopSchema),
      query: (ShopNo) => contractCall('getShop', { params: { ShopNo } }),
    }),
    saveOrder: build.mutation<ContractResponse<'saveOrder'>, OrderAttempt>({
      responseSchema: contractAnswer('saveOrder', SaveOrderResponseSchema),
      query: ({ order, key }) => ({
        ...contractCall('saveOrder', { body: order }),
        headers: { [IDEMPOTENCY.HEADER]: key },
      }),
      invalidatesTags: (result) => (result?.success ? ['Customer'] : []),
    }),
    getWipayUrl: build.mutation<ContractResponse<'getWipayUrl'>, OrderAttempt>({
      responseSchema: contractAnswer('getWipayUrl', WipayUrlResponseSchema),
      query: ({ order, key }) => ({
        ...contractCall('getWipayUrl', { body: order }),
        headers: { [IDEMPOTENCY.HEADER]: key },
      }),
    }),
    wipayReceive: build.mutation<ContractResponse<'wipayReceive'>, WipayReturn>({
      responseSchema: contractAnswer('wipayReceive', WipayReceiveResponseSchema),
      query: (body) => contractCall('wipayReceive', { body }),
      invalidatesTags: (result) => (result?.status === 'success' ? ['Customer'] : []),
    }),
  }),
});

export const {
  useGetCityListQuery,
  useGetShopQuery,
  useSaveOrderMutation,
  useGetWipayUrlMutation,
  useWipayReceiveMutation,
} = orderApi;
