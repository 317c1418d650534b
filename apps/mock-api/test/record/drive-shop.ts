import { addItem, applyCoupon, buildOrder, emptyCart } from '@trini/domain';
import type { ProductDetail } from '@trini/domain';

/** What a shopper sent that no recording may keep. */
export const SENT = {
  password: 'password2',
  mobile: '7000002',
  reviewer: 'Reviewer Ramdial',
  reviewerMobile: '7654321',
  email: 'marcus.private@example.tt',
  address: '42 Secret Lane, Arima',
  remarks: 'Leave it with the neighbour',
} as const;

/**
 * Drives a browse-and-order visit through `origin` in mock session `session`, as the storefront
 * calls the API: the home page, the category tree, a category page, a search, a product with its
 * reviews and similar products, the design pages, a banner, a review posted, a login and the
 * customer's calls with its token, cities and shop, two coupons, an order, and two pictures.
 * Answers the token the login gave.
 */
export async function driveShop(origin: string, session: string): Promise<{ token: string }> {
  const headers = { 'x-mock-session': session, 'content-type': 'application/json' };
  const get = async (path: string, extra: Record<string, string> = {}) => {
    const res = await fetch(`${origin}${path}`, { headers: { ...headers, ...extra } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return res;
  };
  const post = (path: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { ...headers, ...extra },
      body: JSON.stringify(body),
    });
  await Promise.all([
    get('/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=15'),
    get('/api/trini/GetProducts?HomePageProducts=1&PageNo=2&MaxRecords=15'),
    get('/api/store/getproductcategorylist?MaxRecords=15'),
    get('/api/Product/GetProducts?CategoryNo=1&MaxRecords=15'),
    get('/api/trini/GetProducts?SearchText=earbuds&MaxRecords=15'),
    get('/api/trini/GetProducts?BannerNo=1&MaxRecords=15'),
    get('/api/trini/GetProducts?BestSellers=1&MaxRecords=15'),
    get('/api/design/LoadDesignPageProducts?PageNo=2&MaxRecords=15'),
    get('/api/design/LoadDesignPageProducts?PageNo=3&MaxRecords=15'),
    get('/api/Trini/GetCityList'),
    get('/api/Shop/GetShop?ShopNo=9'),
    get('/media/ERP/Images/Banner/1.jpg'),
  ]);
  await post('/api/trini/saveproductreview', {
    ProductNo: 1020,
    CustomerMobile: SENT.reviewerMobile,
    CustomerName: SENT.reviewer,
    ReviewTitle: 'Lovely',
    Comments: 'Arrived on time',
    Rating: 4,
  });
  const product = (await (
    await get('/api/Product/loadproduct?ProductNo=1020&LoadReviews=true')
  ).json()) as ProductDetail;
  await get('/api/trini/GetProducts?SimilarProductNo=1020&MaxRecords=15');
  await get('/media/ERP/Images/Products/1020-1-thumb.jpg');
  const login = await post('/api/Auth/CLogin', { Mobile: SENT.mobile, Password: SENT.password });
  const { Token: token } = (await login.json()) as { Token: string };
  const auth = { authorization: `Bearer ${token}` };
  await get(`/api/Common/LoadCustomer?CustomerMobile=${SENT.mobile}`, auth);
  await get(`/api/Common/LoadCustomerCashbackInfo?CustomerMobile=${SENT.mobile}`, auth);
  await post('/api/shop/validatecoupon', { CouponCode: 'save10' });
  await post('/api/shop/validatecoupon', { CouponCode: 'EXPIRED20' });
  await post('/api/shop/validatecoupon', { CouponCode: 'NOSUCH' });
  const order = buildOrder(applyCoupon(addItem(emptyCart(), product, 2), 'SAVE10', 10), {
    CustomerMobile: SENT.mobile,
    CustomerName: 'Marcus Joseph',
    EmailID: SENT.email,
  });
  const saved = await post(
    '/api/shop/SaveOrder',
    { ...order, CustomerAddress: SENT.address, Remarks: SENT.remarks },
    auth,
  );
  if (!saved.ok) throw new Error(`SaveOrder answered ${saved.status}: ${await saved.text()}`);
  return { token };
}
