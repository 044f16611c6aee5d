import { MESSAGES } from '@contracts/messages';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetAllKept } from '../../../lib/form-memory/form-memory';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { performWrite } from '../../../lib/server-data/write';
import { logout } from '../api/logout';
import { refreshSession } from '../../../lib/session/refresh-session';
import { useSessionStore } from '../../../lib/session/session-store';

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const { setEnding, clearUser } = useSessionStore.getState();
    // From here the session may end under any request: the bell stops asking for its count.
    setEnding(true);
    // Leave first: the account page may ask to stay while a new password is due, and the
    // login guard must not see the user vanish while it is still on screen.
    await navigate(paths.home);
    if (window.location.pathname !== paths.home) {
      setEnding(false);
      return;
    }
    await performWrite(
      {
        run: logout,
        // The member's data is forgotten at logout (useForgetAtLogout), not asked again.
        invalidates: [],
        onSuccess: async () => {
          clearUser();
          // Nothing the member was typing stays in the tab for the next person at this screen.
          forgetAllKept();
          notify.success(MESSAGES.loggedOut);
          await refreshSession();
        },
        onFailure: () => setEnding(false),
      },
      undefined,
    );
  }, [navigate]);
}
