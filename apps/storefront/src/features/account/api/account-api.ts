import { contracts } from '@trini/domain';
import type { AccountInfo, ChangePassword, ContractResponse, ReturnRequest } from '@trini/domain';
import { api } from '@/lib/api';

/**
 * Account calls (bearer token added by the api): LoadCustomer (summary and purchases; skipped for
 * an empty mobile; tagged 'Customer' so a placed order refetches it) and the extensions the account
 * forms submit: updateAccountInfo, changePassword, submitReturnRequest (answers an RMA number).
 * spec: ordering.md §7, §2 account area (extensions: calls not shown)
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    loadCustomer: build.query<ContractResponse<'loadCustomer'>, string>({
      query: (CustomerMobile) => ({
        url: contracts.loadCustomer.path,
        method: contracts.loadCustomer.method,
        params: { CustomerMobile },
      }),
      providesTags: ['Customer'],
    }),
    updateAccountInfo: build.mutation<ContractResponse<'updateAccountInfo'>, AccountInfo>({
      query: (body) => ({ url: contracts.updateAccountInfo.path, method: contracts.updateAccountInfo.method, body }),
      invalidatesTags: (r) => (r?.success ? ['Customer'] : []),
    }),
    changePassword: build.mutation<ContractResponse<'changePassword'>, ChangePassword>({
      query: (body) => ({ url: contracts.changePassword.path, method: contracts.changePassword.method, body }),
    }),
    submitReturnRequest: build.mutation<ContractResponse<'submitReturnRequest'>, ReturnRequest>({
      query: (body) => ({
        url: contracts.submitReturnRequest.path,
        method: contracts.submitReturnRequest.method,
        body,
      }),
    }),
  }),
});

export const {
  useLoadCustomerQuery,
  useUpdateAccountInfoMutation,
  useChangePasswordMutation,
  useSubmitReturnRequestMutation,
} = accountApi;
