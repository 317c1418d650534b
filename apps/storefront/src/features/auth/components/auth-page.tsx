import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@trini/domain';
import type { AuthPanelMode } from '../auth-slice';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import styles from './auth-page.module.css';

/**
 * Where the shopper goes once done on the page: the same-site page they came from (the document's
 * referrer, e.g. the checkout whose header link led here), else home.
 */
export function returnPath(referrer: string, origin: string): string {
  try {
    const from = new URL(referrer);
    const auth = [ROUTES.LOGIN, ROUTES.REGISTER] as string[];
    if (from.origin === origin && !auth.includes(from.pathname))
      return `${from.pathname}${from.search}`;
  } catch {
    // No referrer (a typed address) or not a URL.
  }
  return '/';
}

/**
 * The /login and /register pages: the side panel's forms in the page itself, rendered on the
 * server, so the header's Login and Register links lead somewhere usable before the
 * app runs (typed text and the submit are held until it does, src/boot/boot.js). Same two modes
 * as the panel, switchable, carrying the typed mobile; done or exited, the shopper goes back to the
 * page they came from (returnPath).
 * Logging in needs the app (the session lives in the browser): without JavaScript the page says
 * so. spec: ordering.md §2 route table (login, register), side panel
 */
export function AuthPage({ mode: initialMode }: { mode: AuthPanelMode }) {
  const navigate = useNavigate();
  const [state, setState] = useState({ mode: initialMode, mobile: '' });
  const id = useId();
  const home = () =>
    void navigate(returnPath(document.referrer, window.location.origin), { replace: true });
  const isLogin = state.mode === 'login';
  return (
    <section className={`panel ${styles.page}`} aria-labelledby={id}>
      <h1 id={id} className="page-title">
        {isLogin ? 'LogIn' : 'Register'}
      </h1>
      <noscript>
        <p className={styles.needsScript}>
          Logging in and registering need JavaScript. Please turn it on in your browser, or shop as
          a guest: guests can order too.
        </p>
      </noscript>
      {isLogin ? (
        <LoginForm
          key={`login-${state.mobile}`}
          initialMobile={state.mobile}
          onDone={home}
          onExit={home}
          onRegister={(mobile) => setState({ mode: 'register', mobile })}
        />
      ) : (
        <RegisterForm
          key={`register-${state.mobile}`}
          initialMobile={state.mobile}
          onDone={home}
          onExit={home}
          onLogin={(mobile) => setState({ mode: 'login', mobile })}
        />
      )}
    </section>
  );
}
