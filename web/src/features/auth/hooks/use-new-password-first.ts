import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { onApiFailure } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useSessionStore } from '../../../lib/session/session-store';

/** Where a member who must choose a new password is sent: the account page, at its New Password field. */
const NEW_PASSWORD_PATH = `${paths.account}#new-password`;

/**
 * A session an emailed reset code opened is refused every change (403) until it sets a new
 * password: wherever that happens, the member is taken back to the field (the refusal's own toast
 * says why), rather than left to try again.
 */
export function useNewPasswordFirst(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onApiFailure((error) => {
        if (error.status === 403 && useSessionStore.getState().user?.mustChangePassword)
          void navigate(NEW_PASSWORD_PATH);
      }),
    [navigate],
  );
}

/**
 * While useNewPasswordFirst has sent the member to the New Password field: the key of that visit,
 * new each time they are sent again (so the page can open and focus the field again); else null.
 */
export function useSentToNewPassword(): string | null {
  const { pathname, hash, key } = useLocation();
  const mustChangePassword = useSessionStore((state) => state.user?.mustChangePassword ?? false);
  return mustChangePassword && `${pathname}${hash}` === NEW_PASSWORD_PATH ? key : null;
}
