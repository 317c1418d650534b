import { PAGE_SIZE } from '@trini/domain';
import type { ContractQuery, ContractResponse } from '@trini/domain';
import { api } from '@/lib/api';
import { contractCall } from '@/lib/contract-call';
import { answerSchema, isCategoryTree, readerSchema } from '@/lib/answers/answer-checks';
import { readCategoryProducts } from '@/lib/answers/category-answer-reader';

/** Category calls of shopping.md §7: the category tree and a page of a category's products. */
export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategoryTree: build.query<ContractResponse<'getCategoryTree'>, void>({
      responseSchema: answerSchema<ContractResponse<'getCategoryTree'>>(
        'getproductcategorylist',
        isCategoryTree,
      ),
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
      responseSchema: readerSchema('GetProducts', readCategoryProducts),
      query: (params) => contractCall('getCategoryProducts', { params }),
    }),
  }),
});

export const { useGetCategoryTreeQuery, useGetCategoryProductsQuery } = categoriesApi;
