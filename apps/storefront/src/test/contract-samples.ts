import type { ContractName } from '@trini/domain';

/**
 * One RTK Query endpoint's test case: its domain contract, an argument and a well-formed answer.
 */
export interface EndpointSample {
  contract: ContractName;
  arg: unknown;
  answer: unknown;
  /** Answer fields the storefront checks more strictly than the contract (e.g. totals ≥ 0). */
  stricter?: readonly string[];
}

const PRODUCT = {
  ProductNo: 1002,
  ProductName: 'Cocoa Butter Lotion',
  ProductStyle: 'Large',
  ProductDescription: 'Rich lotion',
  ProductCategoryNo: 4,
  ProductCategoryName: 'Health & Beauty',
  SalesPrice: 50,
  SalesPrice2: 90,
  SalesPrice3: null,
  DiscountPercent: 10,
  FreeDelivery: 1,
  FreeDeliveryQuantity: 2,
  ImageFilePathThumbnail: 'ERP/t.jpg',
  ImageFilePath: 'ERP/i.jpg',
  VideoFileName: null,
  Barcode: '123456',
  ProductImageList: [{ ImageFilePath: 'ERP/1.jpg', ImageFilePathThumbnail: 'ERP/1t.jpg' }],
  Rating: 4,
  RibbonText: 'New',
  IsSoldOut: false,
};

const REVIEW = {
  ProductNo: 1002,
  CustomerName: 'Ria',
  CustomerMobile: '1234567',
  ReviewTitle: 'Lovely',
  Comments: 'Soft skin',
  Rating: 4,
};

const OK = { success: true, msg: 'Saved.' };

/**
 * A well-formed answer for every RTK Query endpoint of the storefront, keyed by endpoint name
 * (every-endpoint-answer.test.ts varies each field against the contract's schema).
 */
export const ENDPOINT_SAMPLES: Record<string, EndpointSample> = {
  getProducts: { contract: 'getProducts', arg: {}, answer: [PRODUCT] },
  countProducts: {
    contract: 'countProducts',
    arg: { SearchText: 'lotion' },
    answer: { TotalRecords: 12 },
  },
  loadProduct: {
    contract: 'loadProduct',
    arg: 1002,
    answer: { ...PRODUCT, ProductReviewList: [REVIEW] },
  },
  loadProducts: {
    contract: 'loadProducts',
    arg: [1002],
    answer: [{ ...PRODUCT, ProductReviewList: [] }],
  },
  loadDesignPageProducts: {
    contract: 'loadDesignPageProducts',
    arg: 2,
    answer: { NewArrivalList: [PRODUCT], Sections: [{ SectionName: 'Hot', Products: [PRODUCT] }] },
  },
  saveProductReview: { contract: 'saveProductReview', arg: REVIEW, answer: OK },
  getCategoryTree: {
    contract: 'getCategoryTree',
    arg: undefined,
    answer: [
      {
        ProductCategoryNo: 5,
        ProductCategoryName: 'Kitchen',
        SubCategories: [{ ProductCategoryNo: 6, ProductCategoryName: 'Pots', SubCategories: [] }],
      },
    ],
  },
  getCategoryProducts: {
    contract: 'getCategoryProducts',
    arg: 5,
    answer: { ProductList: [PRODUCT] },
  },
  login: {
    contract: 'login',
    arg: { Mobile: '7654321', Password: 'pw' },
    answer: { Token: 'a.b.c' },
  },
  register: { contract: 'register', arg: {}, answer: { ...OK, jwt: 'a.b.c' } },
  loadCashback: {
    contract: 'loadCustomerCashbackInfo',
    arg: '7000001',
    answer: { TotalCashback: 50 },
  },
  loadCustomer: {
    contract: 'loadCustomer',
    arg: '7000001',
    answer: {
      CustomerName: 'Kavita Ramdial',
      CountryCode: '1868',
      Mobile1: '7000001',
      Address: 'Chaguanas',
      TotalPurchases: 2546,
      TotalCashback: 50,
      Purchases: [
        {
          ProductName: 'Wireless Earbuds',
          ImageFilePath: 'ERP/Images/1001.jpg',
          Barcode: '5213432591816',
          ProductStyle: 'Black',
          Quantity: 1,
          Rate: 100,
          Amount: 100,
          InvoiceBillNumber: 'INV-100004',
          InvoiceDateFormatted: '22 Nov 2026',
        },
      ],
    },
    stricter: ['TotalPurchases', 'TotalCashback'],
  },
  updateAccountInfo: { contract: 'updateAccountInfo', arg: {}, answer: OK },
  changePassword: { contract: 'changePassword', arg: {}, answer: { ...OK, jwt: 'a.b.c' } },
  submitReturnRequest: {
    contract: 'submitReturnRequest',
    arg: {},
    answer: { ...OK, RmaNo: 'RMA-1' },
  },
  getCityList: {
    contract: 'getCityList',
    arg: undefined,
    answer: [{ ODeliverCityNo: 1, ODeliverCityName: 'Arima', ODeliverCountryNo: 1 }],
  },
  getShop: { contract: 'getShop', arg: 77, answer: { ShopNo: 77, ShopName: 'San Fernando' } },
  saveOrder: { contract: 'saveOrder', arg: {}, answer: { ...OK, OrderNo: 9 } },
  getWipayUrl: {
    contract: 'getWipayUrl',
    arg: {},
    answer: { ...OK, url: 'https://pay.example/x' },
  },
  wipayReceive: {
    contract: 'wipayReceive',
    arg: {},
    answer: { status: 'success', msg: 'Paid.', OrderNo: 9 },
  },
  validateCoupon: {
    contract: 'validateCoupon',
    arg: 'SAVE10',
    answer: { success: true, CouponDiscPercent: 10, msg: '' },
  },
};
