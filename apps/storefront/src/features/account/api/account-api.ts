import type { AccountInfo, ChangePassword, ContractResponse, ReturnRequest } from '@trini/domain';
import { api } from '@/lib/api';
import { contractCall } from '@/lib/contract-call';
import { answerSchema, isCustomerSummary } from '@/lib/answers/answer-checks';
import { isReturnAnswer } from '@/lib/answers/account-answer-checks';
import { isSuccessAnswer, isTokenAnswer } from '@/lib/answers/answer-shapes';

/**
 * Account calls (bearer token added by the api): LoadCustomer (summary and purchases; skipped for
 * an empty mobile; tagged 'Customer' so a placed order refetches it) and the extensions the account
 * forms submit: updateAccountInfo, changePassword, submitReturnRequest (answers an RMA number).
 * spec: ordering.md §7, §2 account area (extensions: calls not shown)
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    loadCustomer: build.query<ContractResponse<'loadCustomer'>, string>({
      responseSchema: answerSchema<ContractResponse<'loadCustomer'>>(
        'LoadCustomer',
        isCustomerSummary,
      ),
      query: (CustomerMobile) => contractCall('loadCustomer', { params: { CustomerMobile } }),
      providesTags: ['Customer'],
    }),
    updateAccountInfo: build.mutation<ContractResponse<'updateAccountInfo'>, AccountInfo>({
      responseSchema: answerSchema<ContractResponse<'updateAccountInfo'>>(
        'updateinfo',
        isSuccessAnswer,
      ),
      query: (body) => contractCall('updateAccountInfo', { body }),
      invalidatesTags: (r) => (r?.success ? ['Customer'] : []),
    }),
    changePassword: build.mutation<ContractResponse<'changePassword'>, ChangePassword>({
      responseSchema: answerSchema<ContractResponse<'changePassword'>>(
        'changepassword',
        isTokenAnswer,
      ),
      query: (body) => contractCall('changePassword', { body }),
    }),
    submitReturnRequest: build.mutation<ContractResponse<'submitReturnRequest'>, ReturnRequest>({
      responseSchema: answerSchema<ContractResponse<'submitReturnRequest'>>(
        'returnrequest',
        isReturnAnswer,
      ),
      query: (body) => contractCall('submitReturnRequest', { body }),
    }),
  }),
});

export const {
  useLoadCustomerQuery,
  useUpdateAccountInfoMutation,
  useChangePasswordMutation,
  useSubmitReturnRequestMutation,
} = accountApi;
