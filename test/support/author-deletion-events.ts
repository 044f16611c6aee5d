import type { PostKind } from '../../src/contracts/content';
import { postStream } from '../../src/events/streams';
import type { InStream } from './content-events';

const DELETED_AT = '2026-11-26T10:00:00.000Z';

/** The author deleted their post; with `keepsPlaceholder` its replies stay under its blanked place. */
export const postDeletedByAuthor = (kind: PostKind, id: number, keepsPlaceholder = false): InStream => [
  postStream(kind, id),
  { type: 'PostDeletedByAuthor', data: { kind, id, keepsPlaceholder, deletedAt: DELETED_AT } },
];

/** The author deleted their comment or answer, in the stream of the post it was under. */
export const replyDeletedByAuthor = (
  target: 'comment' | 'answer',
  id: number,
  parent: [PostKind, number],
): InStream => [
  postStream(...parent),
  {
    type: 'ReplyDeletedByAuthor',
    data: { target, id, parentKind: parent[0], parentId: parent[1], deletedAt: DELETED_AT },
  },
];
