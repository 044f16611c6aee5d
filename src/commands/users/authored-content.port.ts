import type { ReportedKind } from '../../contracts/moderation';
import type { ContentParent } from '../moderation/reported-content';

/** A post, comment or answer on the site now, with the post a comment or answer belongs to. */
export interface AuthoredItem {
  kind: ReportedKind;
  id: number;
  parent: ContentParent;
}

/**
 * What a member has posted and is still shown: read from the content read models (bound in the
 * app module), since commands do not import projections.
 */
export interface AuthoredContent {
  byAuthor(uid: number): Promise<AuthoredItem[]>;
}

export const AUTHORED_CONTENT = Symbol('AuthoredContent');
