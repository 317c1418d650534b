import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { panelOpened, selectSession } from '../auth-slice';
import { useCashbackSync } from '../use-cashback-sync';
import { AuthPanel } from './auth-panel';
import { UserMenu } from './user-menu';

/**
 * The header's account controls: Login and Register buttons opening the side panel for a guest,
 * the user menu for a logged-in customer; also mounts the side panel and keeps the cart's cashback
 * in step with the customer. spec: ordering.md §2 site shell, §4 on start (cashback)
 */
export function AuthControls() {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const cashback = useCashbackSync();
  return (
    <div className="account-buttons">
      {session ? (
        <UserMenu session={session} cashback={cashback} />
      ) : (
        <>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            aria-haspopup="dialog"
            onClick={() => dispatch(panelOpened({ mode: 'login' }))}
          >
            Login
          </button>
          <button
            type="button"
            className="btn btn--light btn--small"
            aria-haspopup="dialog"
            onClick={() => dispatch(panelOpened({ mode: 'register' }))}
          >
            Register
          </button>
        </>
      )}
      <AuthPanel />
    </div>
  );
}
