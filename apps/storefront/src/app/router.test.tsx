import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './router';

const matchedPath = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path ?? '(index)';

describe('route table (shopping.md §2 routes, ordering.md §2 route table)', () => {
  it.each([
    ['/', '(index)'],
    ['/home', 'home'],
    ['/home/SAVE10', 'home/:cc'],
    ['/claimcc', 'claimcc'],
    ['/claimcc/SAVE10', 'claimcc/:cc'],
    ['/search', 'search'],
    ['/search/rice%20cooker', 'search/:SearchText'],
    ['/category', 'category'],
    ['/category/12', 'category/:ProductCategoryNo'],
    ['/productdetails', 'productdetails'],
    ['/productdetails/1001', 'productdetails/:ProductNo'],
    ['/cart', 'cart/:ProductNo?'],
    ['/cart/1001', 'cart/:ProductNo?'],
    ['/wishlist', 'wishlist/:ProductNo?'],
    ['/wishlist/1001', 'wishlist/:ProductNo?'],
    ['/checkout', 'checkout'],
    ['/deliverypolicy', 'deliverypolicy'],
    ['/termsandcondition', 'termsandcondition'],
    ['/aboutus', 'aboutus'],
    ['/ourservices', 'ourservices'],
    ['/privacypolicy', 'privacypolicy'],
    ['/fborder/1001/9', 'fborder/:ProductNo/:ShopNo'],
  ])('%s is served by the %s route', (url, path) => {
    expect(matchedPath(url)).toBe(path);
  });

  it('an unknown path falls through to the 404 page', () => {
    expect(matchedPath('/no-such-page')).toBe('*');
  });
});
