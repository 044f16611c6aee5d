import type { Role } from '../../contracts/members';
import { pseudonymName } from '../../contracts/pseudonyms';

interface RecordedByline {
  authorId: number;
  authorName: string;
  authorRole: Role;
  pseudonym?: number | undefined;
}

/**
 * The byline a public read table keeps: the author's, or for an item posted under a pseudonym
 * (and its author's replies on it) the alias with no author id and the plain member role, so that
 * no label, link or filter can lead back to the person.
 */
export function publicByline(d: RecordedByline): { author_id: number | null; author_name: string; author_role: Role } {
  if (d.pseudonym === undefined) return { author_id: d.authorId, author_name: d.authorName, author_role: d.authorRole };
  return { author_id: null, author_name: pseudonymName(d.pseudonym), author_role: 'member' };
}

/** A public row without an author is one written under a pseudonym: its byline says so. */
export const pseudonymousWhenAnonymous = (authorId: unknown): { pseudonymous?: true } =>
  authorId === null ? { pseudonymous: true } : {};
