import { MESSAGES } from '@contracts/messages';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Loading } from '../../../components/loading';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useRememberCurrentPath } from '../hooks/use-remember-current-path';
import { useSessionStore } from '../../../lib/session/session-store';

export function RequireLogin({ children }: { children: ReactNode }) {
  const loaded = useSessionStore((state) => state.loaded);
  const user = useSessionStore((state) => state.user);
  const rememberCurrentPath = useRememberCurrentPath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mustLogIn = loaded && !user;

  useEffect(() => {
    if (!mustLogIn) return;
    // Logging out and deleting the account leave the page first, then end the session. The router
    // renders the new page in a transition, which the session update can overtake: a page the
    // address bar has already left must not send anyone to the login form.
    if (window.location.pathname !== pathname) return;
    rememberCurrentPath();
    notify.info(MESSAGES.loginRequired, { id: 'login-required', forNextPage: true });
    void navigate(paths.login, { replace: true });
  }, [mustLogIn, pathname, rememberCurrentPath, navigate]);

  if (!user) return <Loading page />;
  return children;
}
