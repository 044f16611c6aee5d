import type { ReportedKind } from '../../contracts/moderation';
import type { ContentParent } from '../moderation/reported-content';

/** A post, comment or answer on the site now, with the post a comment or answer belongs to. */
export interface AuthoredItem {
  kind: ReportedKind;
  id: number;
  parent: ContentParent;
}

/**
 * What a member has written: the posts, comments and answers still shown, and the Contact Us and
 * Experts page messages sent from their email. Read from the read models (bound in the app module),
 * since commands do not import projections.
 */
export interface AuthoredContent {
  byAuthor(uid: number): Promise<AuthoredItem[]>;
  /** The ids (stream names) of the messages of `kind` sent from `email`. */
  messagesFrom(email: string, kind: 'contact' | 'expert'): Promise<string[]>;
}

export const AUTHORED_CONTENT = Symbol('AuthoredContent');
