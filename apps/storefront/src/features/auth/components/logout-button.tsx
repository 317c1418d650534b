import { useAppDispatch } from '@/app/hooks';
import { logout } from '../auth-slice';

/**
 * The Logout button: clears the session and the stored token, then reloads (`logout`). Used by
 * the user menu and, should the menu fail to render, by the header in its place.
 * spec: ordering.md §4 logout
 */
export function LogoutButton({ className }: { className: string }) {
  const dispatch = useAppDispatch();
  return (
    <button type="button" className={className} onClick={() => logout(dispatch)}>
      Logout
    </button>
  );
}
