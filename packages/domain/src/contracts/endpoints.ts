/**
 * Method and path of every call in `contracts`, as plain data with no schemas, so a client can
 * address the API without loading the validation library. `contracts` spreads these entries.
 * spec: shopping.md §7, ordering.md §7
 */
export const endpoints = {
  getProducts: { method: 'GET', path: '/api/trini/GetProducts' },
  countProducts: { method: 'GET', path: '/api/trini/GetProductsCount' },
  loadProduct: { method: 'GET', path: '/api/Product/loadproduct' },
  loadProducts: { method: 'GET', path: '/api/Product/loadproducts' },
  getCategoryProducts: { method: 'GET', path: '/api/Product/GetProducts' },
  getCategoryTree: { method: 'GET', path: '/api/store/getproductcategorylist' },
  loadDesignPageProducts: { method: 'GET', path: '/api/design/LoadDesignPageProducts' },
  saveProductReview: { method: 'POST', path: '/api/trini/saveproductreview' },
  validateCoupon: { method: 'POST', path: '/api/shop/validatecoupon' },
  wishlistAdd: { method: 'POST', path: '/api/' },
  wishlistList: { method: 'GET', path: '/api/' },
  login: { method: 'POST', path: '/api/Auth/CLogin' },
  register: { method: 'POST', path: '/api/customer/register' },
  getCityList: { method: 'GET', path: '/api/Trini/GetCityList' },
  getShop: { method: 'GET', path: '/api/Shop/GetShop' },
  saveOrder: { method: 'POST', path: '/api/shop/SaveOrder' },
  getWipayUrl: { method: 'POST', path: '/api/shop/GetWipayUrl' },
  wipayReceive: { method: 'POST', path: '/api/shop/WipayReceive' },
  loadCustomerCashbackInfo: { method: 'GET', path: '/api/Common/LoadCustomerCashbackInfo' },
  loadCustomerCashbackInfo2: { method: 'GET', path: '/api/Common/LoadCustomerCashbackInfo2' },
  loadCustomer: { method: 'GET', path: '/api/Common/LoadCustomer' },
  submitReturnRequest: { method: 'POST', path: '/api/customer/returnrequest' },
  updateAccountInfo: { method: 'POST', path: '/api/customer/updateinfo' },
  changePassword: { method: 'POST', path: '/api/customer/changepassword' },
} as const;
