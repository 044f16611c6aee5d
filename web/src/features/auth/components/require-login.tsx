import { MESSAGES } from '@contracts/messages';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loading } from '../../../components/loading';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useRememberCurrentPath } from '../hooks/use-remember-current-path';
import { useSessionStore } from '../session-store';

export function RequireLogin({ children }: { children: ReactNode }) {
  const loaded = useSessionStore((state) => state.loaded);
  const user = useSessionStore((state) => state.user);
  const rememberCurrentPath = useRememberCurrentPath();
  const navigate = useNavigate();
  const mustLogIn = loaded && !user;

  useEffect(() => {
    if (!mustLogIn) return;
    rememberCurrentPath();
    notify.info(MESSAGES.loginRequired, { id: 'login-required' });
    void navigate(paths.login, { replace: true });
  }, [mustLogIn, rememberCurrentPath, navigate]);

  if (!user) return <Loading page />;
  return children;
}
