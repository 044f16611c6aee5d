import type { PostKind } from '../../contracts/content';
import { isPostKind, type ReportedKind } from '../../contracts/moderation';
import { postStream } from '../../events/streams';

/** For a comment or answer, the post it belongs to (the read model knows it; its report does not). */
export type ContentParent = { kind: PostKind; id: number } | null;

/** The stream that holds the content: a post's own, which also holds its comments or answers. */
export function contentStreamOf(target: { kind: ReportedKind; id: number }, parent: ContentParent): string | null {
  if (isPostKind(target.kind)) return postStream(target.kind, target.id);
  return parent ? postStream(parent.kind, parent.id) : null;
}
