import { PSEUDONYMOUS_ACTOR_ROLE } from '../../contracts/pseudonyms';
import { PostEvents } from '../../events/content/posts.events';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import { isReply, notificationIdOf } from '../notifications/notification-causes';
import { historyRedactionOf } from './history-redactions';

// The event history shows administrators every event as recorded, but an item posted under a
// pseudonym must not name its author there: unmasking it (which records who asked and why) is the
// one way to learn who wrote it. Each event type says how it is kept (history-redactions.ts):
// - the item's posted event and its author's replies under the alias, without their byline;
// - whatever its author does in the item's stream (only the asker marks a best answer), without its actor;
// - the claim of a draft that asked for a pseudonym, without the claiming member;
// - the author's own doings about the item in their own stream (reading a notification about it,
//   unwatching or watching their question again), without what names the item.

const BYLINE_FIELDS = new Set(['authorId', 'authorName', 'authorRole']);
const POSTED = new Set<string>(Object.keys(PostEvents));

type Entry = Pick<StoredEvent, 'streamId' | 'type' | 'data' | 'metadata'>;

/**
 * The authors of items posted under a pseudonym, by each name the history refers to such an item
 * with: its stream, and the notification id of every answer or comment on it.
 */
export type MaskedAuthors = ReadonlyMap<string, number>;

/** What the history knows when it records an event. */
export interface RedactionContext {
  masked: MaskedAuthors;
  /** For DraftClaimed: whether the draft asked for a pseudonym. */
  draftIsPseudonymous: boolean;
}

const field = (data: unknown, key: string): unknown =>
  data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;

/** The names this event makes refer to a pseudonymous author: a post's stream, a reply's notification. */
export function maskedNamesOf(event: Entry, masked: MaskedAuthors): [string, number][] {
  const authorId = field(event.data, 'authorId');
  if (POSTED.has(event.type) && typeof field(event.data, 'pseudonym') === 'number' && typeof authorId === 'number')
    return [[event.streamId, authorId]];
  const author = masked.get(event.streamId);
  return isReply(event) && author !== undefined ? [[notificationIdOf(event), author]] : [];
}

/** Whether the event history must keep this event without who did it. */
function revealsPseudonymousAuthor(event: Entry, { masked, draftIsPseudonymous }: RedactionContext): boolean {
  if (historyRedactionOf(event.type).kind === 'draft-claim') return draftIsPseudonymous;
  if (typeof field(event.data, 'pseudonym') === 'number') return true;
  // Any event the item's author is the actor of in its stream, whatever its type says: the stream names the item.
  const author = masked.get(event.streamId);
  return author !== undefined && author === event.metadata.actorId;
}

/** The name of the item a member's own event refers to, when the history must not say it is theirs. */
export function itemNamedBy(event: Pick<Entry, 'type' | 'data'>): string | null {
  const redaction = historyRedactionOf(event.type);
  return redaction.kind === 'member-about-item' && event.data !== null && typeof event.data === 'object'
    ? redaction.item(event.data as Record<string, unknown>)
    : null;
}

/** The event as the event history keeps it: as recorded, or without what would reveal a pseudonymous author. */
export function redactForHistory<E extends Entry>(recorded: E, context: RedactionContext): E {
  // That a reply shows to its author alone says the post's author blocked them: on a post under a pseudonym,
  // beside the blocker's own block, that would name the post's author (see contracts/blocks.ts).
  const event = isReply(recorded)
    ? { ...recorded, data: withoutFields(recorded.data, (key) => key === 'authorOnly') }
    : recorded;
  if (revealsPseudonymousAuthor(event, context)) {
    // A held item keeps the event that would publish it, byline and all: the history keeps neither.
    const hidden = (key: string) =>
      BYLINE_FIELDS.has(key) ||
      (event.type === 'DraftClaimed' && key === 'memberId') ||
      (event.type === 'ItemHeld' && key === 'publishes');
    return {
      ...event,
      data: withoutFields(event.data, hidden),
      metadata: { ...event.metadata, actorId: null, actorRole: PSEUDONYMOUS_ACTOR_ROLE },
    };
  }
  const redaction = historyRedactionOf(event.type);
  const item = itemNamedBy(event);
  if (redaction.kind === 'member-about-item' && item !== null && context.masked.get(item) === field(event.data, 'uid'))
    return { ...event, data: withoutFields(event.data, (key) => key === redaction.field) };
  return event;
}

const withoutFields = (data: unknown, hidden: (key: string) => boolean) =>
  Object.fromEntries(Object.entries(data as Record<string, unknown>).filter(([key]) => !hidden(key)));
