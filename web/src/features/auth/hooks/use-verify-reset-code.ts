import { MESSAGES } from '@contracts/messages';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { verifyResetCode } from '../api/verify-reset-code';
import { startSession } from '../../../lib/session/start-session';

/** Verifies an emailed code; on success the user is logged in and must choose a new password. */
export function useVerifyResetCode(): (email: string, code: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (email, code) => {
      try {
        const { user } = await verifyResetCode({ email, code });
        await startSession(user);
        notify.info(MESSAGES.changePassword, { id: 'change-password', forNextPage: true });
        await navigate(paths.account, { replace: true });
      } catch (error) {
        notify.error(errorMessage(error));
      }
    },
    [navigate],
  );
}
