import { ACCOUNT_DELETION_MESSAGES, type DeleteAccountRequest } from '@contracts/account-deletion';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { refreshSession } from '../../../lib/session/refresh-session';
import { useSessionStore } from '../../../lib/session/session-store';
import { deleteAccount } from '../api/delete-account';
import { forgetAllKept } from '../../../lib/form-memory/form-memory';

/**
 * Deletes the account (the server ends every session of it), then goes home logged out. A refusal
 * (a wrong password) is thrown to the caller, which stays open to show it.
 */
export function useDeleteAccount(): (request: DeleteAccountRequest) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (request) => {
      const { setEnding } = useSessionStore.getState();
      // The deletion ends every session of the account: nothing asks for the member's own data meanwhile.
      setEnding(true);
      try {
        await deleteAccount(request);
      } catch (refusal) {
        setEnding(false);
        throw refusal;
      }
      // Leave the account page before the user vanishes, so that its login guard knows the page is
      // being left and does not send it to the login form. The server, which ended every session,
      // then answers that nobody is logged in.
      await navigate(paths.home, { replace: true });
      notify.success(ACCOUNT_DELETION_MESSAGES.deleted);
      await refreshSession();
      if (useSessionStore.getState().user) useSessionStore.getState().clearUser();
      forgetAllKept();
    },
    [navigate],
  );
}
