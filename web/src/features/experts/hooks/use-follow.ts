import { EXPERT_MESSAGES, type ExpertPage, type FollowReply } from '@contracts/experts';
import { notify } from '../../../lib/notify';
import { useSessionStore } from '../../../lib/session/session-store';
import { setServerData } from '../../../lib/server-data/cache';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { SAVED_ITEMS } from '../../bookmarks';
import { followExpert, unfollowExpert } from '../api/follow-expert';
import { expertKey } from '../api/get-expert';

/** Follows or unfollows; the count and state are the server's answer, and Saved Items follows along. */
export function useFollow(slug: string, current: FollowReply) {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const { submit, pending } = useServerWrite({
    run: () => (current.following ? unfollowExpert(slug) : followExpert(slug)),
    invalidates: [SAVED_ITEMS],
    toast: 'warning',
    onSuccess: (reply) => {
      setServerData<ExpertPage>(expertKey(slug, uid), (expert) => ({ ...expert, ...reply }));
      notify.success(reply.following ? EXPERT_MESSAGES.followed : EXPERT_MESSAGES.unfollowed);
    },
  });

  function toggle() {
    if (uid === null) {
      notify.info(EXPERT_MESSAGES.loginToFollow);
      return;
    }
    void submit();
  }

  return { ...current, busy: pending, toggle };
}
