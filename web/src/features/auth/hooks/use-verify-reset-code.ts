import { MESSAGES } from '@contracts/messages';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { verifyResetCode } from '../api/verify-reset-code';
import { startSession } from '../../../lib/session/start-session';

/** Verifies an emailed code; on success the user is logged in and must choose a new password. */
export function useVerifyResetCode() {
  const navigate = useNavigate();
  return useServerWrite({
    run: verifyResetCode,
    // A session starts: its data is asked for under the member's keys as its screens open.
    invalidates: [],
    onSuccess: async ({ user }) => {
      await startSession(user);
      notify.info(MESSAGES.changePassword, { id: 'change-password', forNextPage: true });
      await navigate(paths.account, { replace: true });
    },
  });
}
