import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ROUTES } from '@trini/domain';
import { useAppSelector } from '@/app/hooks';
import { Loader } from '@/components/loader';
import { selectBrowserStateRestored } from '@/lib/browser-state';
import { selectSession } from '../auth-slice';
import { storedSession } from '../session';
import type { CustomerSession } from '../session';

/**
 * The account guard: the token is read from local storage (cjwt); when it is missing, expired,
 * undecodable or lacks the mobile or customer-name claim, the user is redirected to '/'.
 * Children get the session. The server, which cannot see the token, and the hydrating browser
 * show a loader until the browser's state is restored. spec: ordering.md §2 account area, §6 roles
 */
export function RequireLogin({ children }: { children: (session: CustomerSession) => ReactNode }) {
  // Subscribing to the slice re-checks after a login or logout in this tab.
  useAppSelector(selectSession);
  const restored = useAppSelector(selectBrowserStateRestored);
  if (!restored) return <Loader fullScreen label="Loading your account" />;
  const session = storedSession();
  if (!session) return <Navigate to={ROUTES.ROOT} replace />;
  return <>{children(session)}</>;
}
