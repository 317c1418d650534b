import { Suspense, lazy } from 'react';
import type { MouseEvent } from 'react';
import { ROUTES } from '@trini/domain';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { WidgetBoundary } from '@/components/widget-boundary';
import { useOnceTrue } from '@/lib/use-once-true';
import { panelOpened, selectAuthPanel, selectSession } from '../auth-slice';
import type { AuthPanelMode } from '../auth-slice';
import { LogoutButton } from './logout-button';
import { useCashbackSync } from '@/app/use-cashback-sync';

/** The side panel and its forms load when it first opens (not needed for a first paint). */
const AuthPanel = lazy(() => import('./auth-panel').then((m) => ({ default: m.AuthPanel })));
/**
 * The user menu loads once a customer is logged in: the server renders every page for a guest
 * (the session lives in the browser), so a first visit never needs it.
 */
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** A plain click (no modifier, main button): one the app takes over; others open the link as usual. */
const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The header's account controls: Login and Register links opening the side panel for a guest,
 * the user menu for a logged-in customer; also mounts the side panel and keeps the cart's cashback
 * in step with the customer. While the menu's code loads, or should it fail to render, a plain
 * Logout button takes its place. Login and Register are links to /login and
 * /register, pages the server renders: before the app runs (or without JavaScript)
 * the browser follows them; once it runs a plain click opens the panel instead. `className` styles their container (the header's AccountButtons gives it).
 * spec: ordering.md §2 site shell, §4 on start (cashback)
 */
export function AuthControls({ className }: { className?: string }) {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const cashback = useCashbackSync();
  const panelOpen = useAppSelector(selectAuthPanel).open;
  const panelWanted = useOnceTrue(panelOpen);
  const open = (mode: AuthPanelMode) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    dispatch(panelOpened({ mode }));
  };
  const logout = <LogoutButton className="btn btn--ghost btn--small" />;
  return (
    <div className={className}>
      {session ? (
        <WidgetBoundary name="Account menu" fallback={logout}>
          <Suspense fallback={logout}>
            <UserMenu session={session} cashback={cashback} />
          </Suspense>
        </WidgetBoundary>
      ) : (
        <>
          <a
            href={ROUTES.LOGIN}
            className="btn btn--ghost btn--small"
            aria-haspopup="dialog"
            onClick={open('login')}
          >
            Login
          </a>
          <a
            href={ROUTES.REGISTER}
            className="btn btn--light btn--small"
            aria-haspopup="dialog"
            onClick={open('register')}
          >
            Register
          </a>
        </>
      )}
      {panelWanted ? (
        <Suspense fallback={null}>
          <AuthPanel />
        </Suspense>
      ) : null}
    </div>
  );
}
