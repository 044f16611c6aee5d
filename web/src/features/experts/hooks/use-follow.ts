import { EXPERT_MESSAGES, type ExpertPage, type FollowReply, followAfter } from '@contracts/experts';
import { notify } from '../../../lib/notify';
import { useSessionStore } from '../../../lib/session/session-store';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { SAVED_ITEMS } from '../../bookmarks';
import { followExpert, unfollowExpert } from '../api/follow-expert';
import { expertKey } from '../api/get-expert';

/**
 * Follows or unfollows. The button and the count change at once; the server's answer then replaces
 * them, and a refusal takes the change back with the server's reason. Saved Items follows along.
 */
export function useFollow(slug: string, current: FollowReply) {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const key = expertKey(slug, uid);
  const { submit, pending } = useServerWrite({
    run: () => (current.following ? unfollowExpert(slug) : followExpert(slug)),
    optimistic: () => ({
      key,
      tag: 'follow',
      apply: (expert: ExpertPage) => ({ ...expert, ...followAfter(expert) }),
      answer: (reply: FollowReply) => (expert: ExpertPage) => ({ ...expert, ...reply }),
    }),
    invalidates: [SAVED_ITEMS],
    toast: 'warning',
    onSuccess: (reply) => notify.success(reply.following ? EXPERT_MESSAGES.followed : EXPERT_MESSAGES.unfollowed),
  });

  function toggle() {
    if (pending) return;
    if (uid === null) {
      notify.info(EXPERT_MESSAGES.loginToFollow);
      return;
    }
    void submit();
  }

  return { ...current, pending, toggle };
}
