import type { ContractHandlers } from '../plugins/contract-route.js';
import { validateCoupon } from './cart-and-coupons/validate-coupon.js';
import { countProducts } from './catalogue/count-products.js';
import { getCategoryProducts } from './catalogue/get-category-products.js';
import { getCategoryTree } from './catalogue/get-category-tree.js';
import { getProducts } from './catalogue/get-products.js';
import { loadDesignPageProducts } from './catalogue/load-design-page-products.js';
import { loadProduct } from './catalogue/load-product.js';
import { loadProducts } from './catalogue/load-products.js';
import { saveProductReview } from './catalogue/save-product-review.js';
import { changePassword } from './customer/change-password.js';
import { loadCustomerCashbackInfo } from './customer/load-customer-cashback-info.js';
import { loadCustomerCashbackInfo2 } from './customer/load-customer-cashback-info2.js';
import { loadCustomer } from './customer/load-customer.js';
import { login } from './customer/login.js';
import { register } from './customer/register.js';
import { submitReturnRequest } from './customer/submit-return-request.js';
import { updateAccountInfo } from './customer/update-account-info.js';
import { getWipayUrl } from './orders-and-payment/get-wipay-url.js';
import { saveOrder } from './orders-and-payment/save-order.js';
import { wipayReceive } from './orders-and-payment/wipay-receive.js';
import { getCityList } from './reference/get-city-list.js';
import { getShop } from './reference/get-shop.js';
import { wishlistAdd } from './wishlist/wishlist-add.js';
import { wishlistList } from './wishlist/wishlist-list.js';

/**
 * How the mock serves every `@trini/domain` contract, keyed by contract name:
 * a contract added to the domain without a handler here breaks the mock's typecheck
 * (test/routes/handlers.test.ts). Each entry lives in `routes/<tag>/<contract>.ts`: the folder
 * is the contract's tag in kebab-case ('Orders & payment' → orders-and-payment), the file its name
 * in kebab-case (getWipayUrl → get-wipay-url.ts), exporting the entry under the contract's name.
 * registerContractHandlers (plugins/contract-route.ts) registers them all.
 */
export const handlers: ContractHandlers = {
  getProducts,
  countProducts,
  loadProduct,
  loadProducts,
  getCategoryProducts,
  getCategoryTree,
  loadDesignPageProducts,
  saveProductReview,
  validateCoupon,
  wishlistAdd,
  wishlistList,
  login,
  register,
  getCityList,
  getShop,
  saveOrder,
  getWipayUrl,
  wipayReceive,
  loadCustomerCashbackInfo,
  loadCustomerCashbackInfo2,
  loadCustomer,
  submitReturnRequest,
  updateAccountInfo,
  changePassword,
};
