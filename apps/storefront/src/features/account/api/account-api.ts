import {
  ChangePasswordResponseSchema,
  CustomerSummarySchema,
  ReturnResponseSchema,
  SuccessResponseSchema,
} from '@trini/domain';
import type { AccountInfo, ChangePassword, ContractResponse, ReturnRequest } from '@trini/domain';
import { api } from '@/lib/api';
import { contractAnswer, contractCall } from '@/lib/contract-call';

/**
 * Account calls (bearer token added by the api): LoadCustomer (summary and purchases; skipped for
 * an empty mobile; tagged 'Customer' so a placed order refetches it) and the extensions the account
 * forms submit: updateAccountInfo, changePassword, submitReturnRequest (answers an RMA number).
 * spec: ordering.md §7, §2 account area (extensions: calls not shown)
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    loadCustomer: build.query<ContractResponse<'loadCustomer'>, string>({
      responseSchema: contractAnswer('loadCustomer', CustomerSummarySchema),
      query: (CustomerMobile) => contractCall('loadCustomer', { params: { CustomerMobile } }),
      providesTags: ['Customer'],
    }),
    updateAccountInfo: build.mutation<ContractResponse<'updateAccountInfo'>, AccountInfo>({
      responseSchema: contractAnswer('updateAccountInfo', SuccessResponseSchema),
      query: (body) => contractCall('updateAccountInfo', { body }),
      invalidatesTags: (r) => (r?.success ? ['Customer'] : []),
    }),
    changePassword: build.mutation<ContractResponse<'changePassword'>, ChangePassword>({
      responseSchema: contractAnswer('changePassword', ChangePasswordResponseSchema),
      query: (body) => contractCall('changePassword', { body }),
    }),
    submitReturnRequest: build.mutation<ContractResponse<'submitReturnRequest'>, ReturnRequest>({
      responseSchema: contractAnswer('submitReturnRequest', ReturnResponseSchema),
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
