import { ACCOUNT_DELETION_MESSAGES, type DeleteAccountRequest } from '@contracts/account-deletion';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { refreshSession } from '../../auth/refresh-session';
import { useSessionStore } from '../../auth/session-store';
import { deleteAccount } from '../api/delete-account';

/**
 * Deletes the account (the server ends every session of it), then goes home logged out. A refusal
 * (a wrong password) is thrown to the caller, which stays open to show it.
 */
export function useDeleteAccount(): (request: DeleteAccountRequest) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (request) => {
      await deleteAccount(request);
      // Leave the account page before the user vanishes, or its login guard would send the page to
      // the login form. The session is asked for only then (a round trip, by which time the account
      // page has gone): the server, which ended every session, answers that nobody is logged in.
      await navigate(paths.home, { replace: true });
      notify.success(ACCOUNT_DELETION_MESSAGES.deleted);
      await refreshSession();
      if (useSessionStore.getState().user) useSessionStore.getState().clearUser();
    },
    [navigate],
  );
}
