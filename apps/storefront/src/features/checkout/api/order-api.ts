import type { ContractResponse, Order, WipayReturn } from '@trini/domain';
import { api } from '@/lib/api';
import { contractCall } from '@/lib/contract-call';
import { answerSchema } from '@/lib/answers/answer-checks';
import {
  isCityList,
  isSaveOrderAnswer,
  isShop,
  isWipayReceiveAnswer,
  isWipayUrlAnswer,
} from '@/lib/answers/order-answer-checks';

/**
 * Ordering calls: the city list, a shop by number, SaveOrder, GetWipayUrl (card payment; same
 * order object) and WipayReceive (the provider's return parameters). A placed or paid order
 * invalidates the customer's data ('Customer' tag: account purchases, cashback).
 * spec: ordering.md §7
 */
export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCityList: build.query<ContractResponse<'getCityList'>, void>({
      responseSchema: answerSchema<ContractResponse<'getCityList'>>('GetCityList', isCityList),
      query: () => contractCall('getCityList', {}),
    }),
    getShop: build.query<ContractResponse<'getShop'>, number>({
      responseSchema: answerSchema<ContractResponse<'getShop'>>('GetShop', isShop),
      query: (ShopNo) => contractCall('getShop', { params: { ShopNo } }),
    }),
    saveOrder: build.mutation<ContractResponse<'saveOrder'>, Order>({
      responseSchema: answerSchema<ContractResponse<'saveOrder'>>('SaveOrder', isSaveOrderAnswer),
      query: (body) => contractCall('saveOrder', { body }),
      invalidatesTags: (result) => (result?.success ? ['Customer'] : []),
    }),
    getWipayUrl: build.mutation<ContractResponse<'getWipayUrl'>, Order>({
      responseSchema: answerSchema<ContractResponse<'getWipayUrl'>>(
        'GetWipayUrl',
        isWipayUrlAnswer,
      ),
      query: (body) => contractCall('getWipayUrl', { body }),
    }),
    wipayReceive: build.mutation<ContractResponse<'wipayReceive'>, WipayReturn>({
      responseSchema: answerSchema<ContractResponse<'wipayReceive'>>(
        'WipayReceive',
        isWipayReceiveAnswer,
      ),
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
