import { PAGE_SIZE, endpoints } from '@trini/domain';
import type { ContractResponse } from '@trini/domain';
import { api } from '@/lib/api';
import { answerSchema, isCategoryTree, readerSchema } from '@/lib/answers/answer-checks';
import { readCategoryProducts } from '@/lib/answers/category-answer-reader';

/** Category calls of shopping.md §7: the category tree and a category's products (MaxRecords 15). */
export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategoryTree: build.query<ContractResponse<'getCategoryTree'>, void>({
      responseSchema: answerSchema<ContractResponse<'getCategoryTree'>>(
        'getproductcategorylist',
        isCategoryTree,
      ),
      query: () => ({
        url: endpoints.getCategoryTree.path,
        method: endpoints.getCategoryTree.method,
        params: { MaxRecords: PAGE_SIZE.LIST },
      }),
    }),
    getCategoryProducts: build.query<ContractResponse<'getCategoryProducts'>, number>({
      responseSchema: readerSchema('GetProducts', readCategoryProducts),
      query: (CategoryNo) => ({
        url: endpoints.getCategoryProducts.path,
        method: endpoints.getCategoryProducts.method,
        params: { CategoryNo, MaxRecords: PAGE_SIZE.LIST },
      }),
    }),
  }),
});

export const { useGetCategoryTreeQuery, useGetCategoryProductsQuery } = categoriesApi;
