import { CashbackSchema, LoginResponseSchema, RegistrationResponseSchema } from '@trini/domain';
import type { ContractResponse, LoginModel, RegistrationModel } from '@trini/domain';
import { api } from '@/lib/api';
import { contractAnswer, contractCall } from '@/lib/contract-call';

/**
 * Customer auth calls: CLogin (answers `{ Token }`, failures 401 `{ msg, isRegistered? }`,
 * read by loginFailure), register (`{ success, msg, jwt }`) and the customer's cashback (needs
 * the bearer token, added by the api's prepareHeaders). spec: ordering.md §7
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ContractResponse<'login'>, LoginModel>({
      responseSchema: contractAnswer('login', LoginResponseSchema),
      query: (body) => contractCall('login', { body }),
    }),
    register: build.mutation<ContractResponse<'register'>, RegistrationModel>({
      responseSchema: contractAnswer('register', RegistrationResponseSchema),
      query: (body) => contractCall('register', { body }),
    }),
    loadCashback: build.query<ContractResponse<'loadCustomerCashbackInfo'>, string>({
      responseSchema: contractAnswer('loadCustomerCashbackInfo', CashbackSchema),
      query: (CustomerMobile) =>
        contractCall('loadCustomerCashbackInfo', { params: { CustomerMobile } }),
      providesTags: ['Customer'],
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLoadCashbackQuery } = authApi;
