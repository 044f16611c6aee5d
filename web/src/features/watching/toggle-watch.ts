import { WATCH_MESSAGES, type WatchingList } from '@contracts/watching';
import { notify } from '../../lib/notify';
import { isWritePending } from '../../lib/server-data/pending';
import { performWrite } from '../../lib/server-data/write';
import { unwatch, watch } from './api/watching-api';
import { type WatchSubject, watchingKey, watchTag, withWatch } from './watching';

/**
 * Watches or unwatches at once on screen; the server's reply then replaces the list, and a refusal
 * rolls the change back and shows the server's reason. A second click meanwhile is ignored.
 */
export async function toggleWatch(uid: number | null, subject: WatchSubject, watching: boolean): Promise<void> {
  const key = watchingKey(uid);
  const tag = watchTag(subject.kind, subject.id);
  if (uid === null || isWritePending(key, tag)) return;
  await performWrite(
    {
      run: () => (watching ? watch(subject) : unwatch(subject)),
      // The optimistic change's answer is the watch list as it now stands.
      invalidates: [],
      optimistic: () => ({
        key,
        tag,
        apply: (list: WatchingList) => withWatch(list, subject, watching),
        answer: (reply: WatchingList) => reply,
      }),
      onSuccess: () =>
        notify.success(watching ? WATCH_MESSAGES.watched : WATCH_MESSAGES.unwatched, { id: 'watching-updated' }),
    },
    undefined,
  );
}
