import { AuthControls } from '@/features/auth/components/auth-controls';
import styles from './account-buttons.module.css';

/**
 * Login and Register entry points: the auth feature's controls (Login / Register buttons opening
 * the side panel, or the user menu when logged in), in a row whose `btn` buttons are narrower on
 * phones.
 * spec: ordering.md §2 site shell
 */
export function AccountButtons() {
  return <AuthControls className={styles.buttons} />;
}
