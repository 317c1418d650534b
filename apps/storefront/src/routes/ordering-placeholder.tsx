import { Link, useLocation } from 'react-router';
import { ROUTES } from '@trini/domain';
import { Breadcrumb } from '@/components/breadcrumb';
import { PageTitle } from '@/components/page-title';

const TITLES: Record<string, string> = {
  success: 'Order Success',
  login: 'Login',
  register: 'Register',
  placeorder: 'Place Order',
  account: 'My Account',
  editaccountinfo: 'Edit Information',
  changepassword: 'Change Password',
  orderhistory: 'Order History',
  orderdetail: 'Order Detail',
  productreturn: 'Product Return',
  ordertrack: 'Order Tracking',
  wipay: 'Payment',
  usewipay: 'Card Payment',
  fborder: 'Create Order',
};

/**
 * Placeholder for the ordering and account routes (ordering.md §2); the ordering helper replaces
 * each with its screen. Shows the page name and ways back to shopping.
 */
export default function OrderingPlaceholderRoute() {
  const { pathname } = useLocation();
  const title = TITLES[pathname.split('/')[1] ?? ''] ?? 'My Account';
  return (
    <>
      <PageTitle title={title} />
      <Breadcrumb trail={[{ label: title }]} />
      <div className="empty-state">
        <h1>{title}</h1>
        <p>This page isn&apos;t available right now. Your cart is saved on this device.</p>
        <p className="button-row">
          <Link to={ROUTES.CART} className="btn btn--outline">
            View cart
          </Link>
          <Link to={ROUTES.HOME} className="btn btn--primary">
            Continue Shopping
          </Link>
        </p>
      </div>
    </>
  );
}
