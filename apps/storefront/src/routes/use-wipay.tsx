import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { ROUTES } from '@trini/domain';
import { enableWipay } from '@/features/checkout/wipay-flag';

/**
 * /usewipay: stores the timestamp flag that enables the card option, then redirects home.
 * spec: ordering.md §2 usewipay, §4 card option
 */
export default function UseWipayRoute() {
  useEffect(() => enableWipay(), []);
  return <Navigate to={ROUTES.HOME} replace />;
}
