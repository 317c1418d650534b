import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Modal } from '@/components/modal';
import { panelClosed, panelModeSwitched, selectAuthPanel } from '../auth-slice';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import styles from './auth-panel.module.css';

/**
 * The login / register side panel (an accessible modal sliding in from the right). Two modes,
 * switchable; switching carries the typed mobile number into the other form. Title 'LogIn' in
 * login mode, 'Register' in register mode. spec: ordering.md §2 site shell side panel, login and
 * register dialogs
 */
export function AuthPanel({ onClosed }: { onClosed?: () => void }) {
  const dispatch = useAppDispatch();
  const panel = useAppSelector(selectAuthPanel);
  const close = () => {
    dispatch(panelClosed());
    onClosed?.();
  };
  const isLogin = panel.mode === 'login';
  return (
    <Modal
      open={panel.open}
      onClose={close}
      title={isLogin ? 'LogIn' : 'Register'}
      variant="side"
      className={styles.panel}
      focusKey={panel.mode}
    >
      {isLogin ? (
        <LoginForm
          key={`login-${panel.mobile}`}
          initialMobile={panel.mobile}
          onDone={close}
          onExit={close}
          onRegister={(mobile) => dispatch(panelModeSwitched({ mode: 'register', mobile }))}
        />
      ) : (
        <RegisterForm
          key={`register-${panel.mobile}`}
          initialMobile={panel.mobile}
          onDone={close}
          onExit={close}
          onLogin={(mobile) => dispatch(panelModeSwitched({ mode: 'login', mobile }))}
        />
      )}
    </Modal>
  );
}
