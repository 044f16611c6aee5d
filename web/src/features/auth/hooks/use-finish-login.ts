import type { SessionUser } from '@contracts/members';
import { MESSAGES } from '@contracts/messages';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { claimPendingDraft } from '../../posting';
import { useSessionStore } from '../../../lib/session/session-store';
import { startSession } from '../../../lib/session/start-session';

/**
 * Stores the session, posts a draft left before logging in, then goes to that post, or where the
 * user was headed (or to /account for a password change).
 */
export function useFinishLogin(): (user: SessionUser) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (user) => {
      await startSession(user);
      const remembered = useSessionStore.getState().takeRememberedPath();
      if (user.mustChangePassword) {
        // The new password comes first; a post left before logging in is still posted.
        await claimPendingDraft();
        notify.info(MESSAGES.changePassword, { id: 'change-password', forNextPage: true });
        await navigate(paths.account, { replace: true });
        return;
      }
      notify.success(MESSAGES.loggedIn);
      const draftPath = await claimPendingDraft();
      await navigate(draftPath ?? remembered ?? paths.home, { replace: true });
    },
    [navigate],
  );
}
