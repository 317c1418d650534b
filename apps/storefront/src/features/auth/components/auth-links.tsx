import { Link } from 'react-router';
import { ROUTES } from '@trini/domain';
import styles from './auth-links.module.css';

/** The conditions of use and privacy notice links under the login and register forms. spec: ordering.md §2 login dialog */
export function AuthTermsLinks({ onNavigate, action }: { onNavigate: () => void; action: string }) {
  return (
    <p className={`${styles.terms} small muted`}>
      By continuing to {action}, you agree to our{' '}
      <Link to={ROUTES.TERMS} onClick={onNavigate}>
        Conditions of Use
      </Link>{' '}
      and{' '}
      <Link to={ROUTES.PRIVACY} onClick={onNavigate}>
        Privacy Notice
      </Link>
      .
    </p>
  );
}
