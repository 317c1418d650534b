import { AuthControls } from '@/features/auth/components/auth-controls';

/**
 * Login and Register entry points: the auth feature's controls (Login / Register buttons opening
 * the side panel, or the user menu when logged in).
 * spec: ordering.md §2 site shell
 */
export function AccountButtons() {
  return <AuthControls />;
}
