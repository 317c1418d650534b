import {
  DesignPageSchema,
  ProductCountSchema,
  ProductDetailListSchema,
  ProductDetailSchema,
  ProductListSchema,
  SuccessResponseSchema,
} from '@trini/domain';
import type { ContractQuery, ContractResponse, ReviewInput } from '@trini/domain';
import { api } from '@/lib/api';
import { contractAnswer, contractCall } from '@/lib/contract-call';

/** GetProducts arguments: a home page, a search, or a related list. spec: shopping.md §7 */
export type GetProductsArgs = ContractQuery<'getProducts'>;
/** GetProductsCount arguments: the search to count (SearchText and/or BannerNo). */
export type CountProductsArgs = ContractQuery<'countProducts'>;

/**
 * Product calls of shopping.md §7: GetProducts (home, search, related lists), loadproduct (with
 * reviews), loadproducts (a cart's products at once, extension), LoadDesignPageProducts and
 * saveproductreview (refetches the product on success).
 */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ContractResponse<'getProducts'>, GetProductsArgs>({
      responseSchema: contractAnswer('getProducts', ProductListSchema),
      query: (params) => contractCall('getProducts', { params }),
    }),
    /** How many products a search matches over all its pages (extension). */
    countProducts: build.query<ContractResponse<'countProducts'>, CountProductsArgs>({
      responseSchema: contractAnswer('countProducts', ProductCountSchema),
      query: (params) => contractCall('countProducts', { params }),
    }),
    loadProduct: build.query<ContractResponse<'loadProduct'>, number>({
      responseSchema: contractAnswer('loadProduct', ProductDetailSchema),
      query: (ProductNo) =>
        contractCall('loadProduct', { params: { ProductNo, LoadReviews: true } }),
      providesTags: (_r, _e, ProductNo) => [{ type: 'Product', id: ProductNo }],
    }),
    /**
     * loadproducts (extension): the catalogue's current data of the products numbered (sorted, at
     * most LOAD_PRODUCTS_MAX), to price the cart again (app/use-cart-repricing.ts).
     */
    loadProducts: build.query<ContractResponse<'loadProducts'>, readonly number[]>({
      responseSchema: contractAnswer('loadProducts', ProductDetailListSchema),
      query: (numbers) =>
        contractCall('loadProducts', { params: { ProductNos: numbers.join(',') } }),
    }),
    loadDesignPageProducts: build.query<ContractResponse<'loadDesignPageProducts'>, number>({
      responseSchema: contractAnswer('loadDesignPageProducts', DesignPageSchema),
      query: (PageNo) =>
        contractCall('loadDesignPageProducts', { params: { PageNo, MaxRecords: 15 } }),
    }),
    saveProductReview: build.mutation<ContractResponse<'saveProductReview'>, ReviewInput>({
      responseSchema: contractAnswer('saveProductReview', SuccessResponseSchema),
      query: (body) => contractCall('saveProductReview', { body }),
      invalidatesTags: (result, _e, body) =>
        result?.success ? [{ type: 'Product', id: body.ProductNo }] : [],
    }),
  }),
});

export const {
  useGetProductsQuery,
  useCountProductsQuery,
  useLazyGetProductsQuery,
  useLoadProductQuery,
  useLazyLoadProductQuery,
  useLoadDesignPageProductsQuery,
  useSaveProductReviewMutation,
} = productsApi;
