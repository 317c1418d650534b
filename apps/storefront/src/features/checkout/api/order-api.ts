import { endpoints } from '@trini/domain';
import type { ContractResponse, Order, WipayReturn } from '@trini/domain';
import { api } from '@/lib/api';
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
      query: () => ({ url: endpoints.getCityList.path, method: endpoints.getCityList.method }),
    }),
    getShop: build.query<ContractResponse<'getShop'>, number>({
      responseSchema: answerSchema<ContractResponse<'getShop'>>('GetShop', isShop),
      query: (ShopNo) => ({
        url: endpoints.getShop.path,
        method: endpoints.getShop.method,
        params: { ShopNo },
      }),
    }),
    saveOrder: build.mutation<ContractResponse<'saveOrder'>, Order>({
      responseSchema: answerSchema<ContractResponse<'saveOrder'>>('SaveOrder', isSaveOrderAnswer),
      query: (body) => ({
        url: endpoints.saveOrder.path,
        method: endpoints.saveOrder.method,
        body,
      }),
      invalidatesTags: (result) => (result?.success ? ['Customer'] : []),
    }),
    getWipayUrl: build.mutation<ContractResponse<'getWipayUrl'>, Order>({
      responseSchema: answerSchema<ContractResponse<'getWipayUrl'>>(
        'GetWipayUrl',
        isWipayUrlAnswer,
      ),
      query: (body) => ({
        url: endpoints.getWipayUrl.path,
        method: endpoints.getWipayUrl.method,
        body,
      }),
    }),
    wipayReceive: build.mutation<ContractResponse<'wipayReceive'>, WipayReturn>({
      responseSchema: answerSchema<ContractResponse<'wipayReceive'>>(
        'WipayReceive',
        isWipayReceiveAnswer,
      ),
      query: (body) => ({
        url: endpoints.wipayReceive.path,
        method: endpoints.wipayReceive.method,
        body,
      }),
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
