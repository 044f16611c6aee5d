import type { SessionUser } from '@contracts/members';
import { MESSAGES } from '@contracts/messages';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useSessionStore } from '../session-store';
import { startSession } from '../start-session';

/** Stores the session, then goes where the user was headed (or to /account for a password change). */
export function useFinishLogin(): (user: SessionUser) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (user) => {
      await startSession(user);
      const remembered = useSessionStore.getState().takeRememberedPath();
      if (user.mustChangePassword) {
        notify.info(MESSAGES.changePassword, { id: 'change-password' });
        await navigate(paths.account, { replace: true });
        return;
      }
      notify.success(MESSAGES.loggedIn);
      await navigate(remembered ?? paths.home, { replace: true });
    },
    [navigate],
  );
}
