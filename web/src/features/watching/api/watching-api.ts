import type { WatchingList } from '@contracts/watching';
import { api } from '../../../lib/api';
import type { WatchSubject } from '../watching';

export const getWatching = (signal?: AbortSignal) => api.get<WatchingList>('/account/watching', signal);

const pathOf = (subject: WatchSubject) =>
  subject.kind === 'question'
    ? `/account/watching/questions/${subject.id}`
    : `/account/watching/topics/${encodeURIComponent(subject.slug)}`;

/** Both answer with the whole list, newest first. */
export const watch = (subject: WatchSubject) => api.put<WatchingList>(pathOf(subject));
export const unwatch = (subject: WatchSubject) => api.delete<WatchingList>(pathOf(subject));
