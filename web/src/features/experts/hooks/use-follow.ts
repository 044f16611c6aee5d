import { EXPERT_MESSAGES, type FollowReply } from '@contracts/experts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSessionStore } from '../../../lib/session/session-store';
import { loadSavedItems } from '../../bookmarks';
import { followExpert, unfollowExpert } from '../api/follow-expert';

/** Follows or unfollows; the count and state are the server's answer, and Saved Items follows along. */
export function useFollow(slug: string, initial: FollowReply) {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (uid === null) {
      notify.info(EXPERT_MESSAGES.loginToFollow);
      return;
    }
    setBusy(true);
    try {
      const reply = state.following ? await unfollowExpert(slug) : await followExpert(slug);
      setState(reply);
      notify.success(reply.following ? EXPERT_MESSAGES.followed : EXPERT_MESSAGES.unfollowed);
      void loadSavedItems(uid, true);
    } catch (error) {
      notify.warning(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return { ...state, busy, toggle };
}
