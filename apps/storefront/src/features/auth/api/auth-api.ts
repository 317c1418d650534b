import type { ContractResponse, LoginModel, RegistrationModel } from '@trini/domain';
import { api } from '@/lib/api';
import { contractCall } from '@/lib/contract-call';
import { answerSchema, readerSchema } from '@/lib/answers/answer-checks';
import { isLoginAnswer, readCashback } from '@/lib/answers/auth-answer-checks';
import { isTokenAnswer } from '@/lib/answers/answer-shapes';

/**
 * Customer auth calls: CLogin (answers `{ Token }`, failures 401 `{ msg, isRegistered? }`,
 * read by loginFailure), register (`{ success, msg, jwt }`) and the customer's cashback (needs
 * the bearer token, added by the api's prepareHeaders). spec: ordering.md §7
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ContractResponse<'login'>, LoginModel>({
      responseSchema: answerSchema<ContractResponse<'login'>>('CLogin', isLoginAnswer),
      query: (body) => contractCall('login', { body }),
    }),
    register: build.mutation<ContractResponse<'register'>, RegistrationModel>({
      responseSchema: answerSchema<ContractResponse<'register'>>('register', isTokenAnswer),
      query: (body) => contractCall('register', { body }),
    }),
    loadCashback: build.query<ContractResponse<'loadCustomerCashbackInfo'>, string>({
      responseSchema: readerSchema('LoadCustomerCashbackInfo', readCashback),
      query: (CustomerMobile) =>
        contractCall('loadCustomerCashbackInfo', { params: { CustomerMobile } }),
      providesTags: ['Customer'],
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLoadCashbackQuery } = authApi;
