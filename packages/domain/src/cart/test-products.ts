import type { CartProduct } from './operations.js';

/** Products for the cart engine's tests (not exported from the package). */
export const plain: CartProduct = { ProductNo: 1, ProductName: 'Plain', SalesPrice: 100 };
export const bundle: CartProduct = {
  ProductNo: 2,
  ProductName: 'Bundle',
  SalesPrice: 50,
  SalesPrice2: 90,
  SalesPrice3: 130,
  SalesPrice5: 200,
};
export const discounted: CartProduct = {
  ProductNo: 3,
  ProductName: 'Discounted',
  SalesPrice: 200,
  DiscountPercent: 10,
};
export const freeDelivery: CartProduct = {
  ProductNo: 4,
  ProductName: 'Free delivery',
  SalesPrice: 300,
  FreeDelivery: 1,
};
export const freeFromThree: CartProduct = {
  ProductNo: 5,
  ProductName: 'Free from 3',
  SalesPrice: 60,
  FreeDeliveryQuantity: 3,
};
export const soldOut: CartProduct = {
  ProductNo: 6,
  ProductName: 'Sold out',
  SalesPrice: 75,
  IsSoldOut: true,
};
