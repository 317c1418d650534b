import { CategoryProductsSchema, CategoryTreeSchema } from '@trini/domain';
import { PAGE_SIZE } from '@trini/domain';
import type { ContractQuery, ContractResponse } from '@trini/domain';
import { api } from '@/lib/api';
import { contractAnswer, contractCall } from '@/lib/contract-call';

/** Category calls of shopping.md §7: the category tree and a page of a category's products. */
export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategoryTree: build.query<ContractResponse<'getCategoryTree'>, void>({
      responseSchema: contractAnswer('getCategoryTree', CategoryTreeSchema),
      query: () => contractCall('getCategoryTree', { params: { MaxRecords: PAGE_SIZE.LIST } }),
    }),
    /**
     * A page of a category's products: the spec's CategoryNo and MaxRecords plus the documented
     * extensions (PageNo, SortBy, MaxPrice, Availability; see `categoryArgs`), answering
     * TotalRecords and HighestPrice too when the backend has them.
     */
    getCategoryProducts: build.query<
      ContractResponse<'getCategoryProducts'>,
      ContractQuery<'getCategoryProducts'>
    >({
      responseSchema: contractAnswer('getCategoryProducts', CategoryProductsSchema),
      query: (params) => contractCall('getCategoryProducts', { params }),
    }),
  }),
});

export const { useGetCategoryTreeQuery, useGetCategoryProductsQuery } = categoriesApi;
