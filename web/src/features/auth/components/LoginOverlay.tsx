import { MESSAGES } from '@portal/domain';
import { useNavigate } from 'react-router';
import { Overlay } from '../../../components/Overlay';
import { useOverlays } from '../../../lib/overlays';
import { takeRememberedRoute } from '../../../lib/return-path';
import { LoginForm } from './LoginForm';

/** The login form in the shared overlay (header Login button, asset listing Login button). */
export function LoginOverlay() {
  const { loginOpen, closeLogin, openLogin } = useOverlays();
  const navigate = useNavigate();
  return (
    <Overlay
      open={loginOpen}
      onOpenChange={(open) => (open ? openLogin() : closeLogin())}
      title={MESSAGES.loginTitle}
      size="sm"
    >
      <LoginForm
        showTitle={false}
        autoFocus
        onNavigate={closeLogin}
        onSuccess={() => {
          closeLogin();
          const next = takeRememberedRoute(null);
          if (next) navigate(next);
        }}
      />
    </Overlay>
  );
}
