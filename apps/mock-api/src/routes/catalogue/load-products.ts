import { contracts } from '@trini/domain';
import type { ProductDetail } from '@trini/domain';
import { encodeJson, type ContractHandlerEntry } from '../../plugins/contract-route.js';

const contract = contracts.loadProducts;

/**
 * GET /api/Product/loadproducts — extension: the current data of the products `ProductNos` names
 * (a comma list, at most LOAD_PRODUCTS_MAX; the contract refuses anything else with 400), each
 * once, in the order asked, without reviews; numbers of no product are left out, so a storefront
 * pricing a cart learns which lines are no longer sold. One call prices a whole cart.
 * spec: shopping.md §9 pricing (extension)
 */
export const loadProducts: ContractHandlerEntry<'loadProducts'> = {
  handler: async (request) => {
    const { productIndex } = request.mock.state;
    const numbers = [...new Set(request.query.ProductNos.split(',').map(Number))];
    const found = numbers.flatMap((no): ProductDetail[] => {
      const product = productIndex.get(no);
      return product ? [{ ...product, ProductReviewList: [] }] : [];
    });
    return { status: 200, raw: encodeJson(contract.responses[200], found) };
  },
};
