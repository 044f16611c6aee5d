import { PSEUDONYMOUS_ACTOR_ROLE } from '../../contracts/pseudonyms';
import type { StoredEvent } from '../../infra/event-store/event-store.port';

// The event history shows administrators every event as recorded, but an item posted under a
// pseudonym must not name its author there: unmasking it (which records who asked and why) is the
// one way to learn who wrote it. So the history keeps such events without their author: the byline
// fields, the actor, and for a draft posted under a pseudonym the member who claimed it.

const BYLINE_FIELDS = new Set(['authorId', 'authorName', 'authorRole']);

type Entry = Pick<StoredEvent, 'type' | 'data' | 'metadata'>;

const hasPseudonym = (data: unknown): boolean => typeof (data as { pseudonym?: unknown } | null)?.pseudonym === 'number';

/** Whether the event history must keep this event without who did it. */
export function revealsPseudonymousAuthor(event: Entry, draftIsPseudonymous: boolean): boolean {
  if (event.type === 'DraftClaimed') return draftIsPseudonymous;
  return hasPseudonym(event.data);
}

/** The event as the event history keeps it: as recorded, or without its author when it would reveal one. */
export function redactForHistory<E extends Entry>(event: E, draftIsPseudonymous: boolean): E {
  if (!revealsPseudonymousAuthor(event, draftIsPseudonymous)) return event;
  const data = Object.fromEntries(
    Object.entries(event.data as Record<string, unknown>).filter(([key]) => !BYLINE_FIELDS.has(key) && !(event.type === 'DraftClaimed' && key === 'memberId')),
  );
  return { ...event, data, metadata: { ...event.metadata, actorId: null, actorRole: PSEUDONYMOUS_ACTOR_ROLE } };
}
