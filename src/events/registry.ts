import type { z } from 'zod';
import type { EventDefinition, EventsOf } from './event';
import { BestAnswerEvents } from './content/best-answers.events';
import { ConversationEvents } from './content/conversations.events';
import { EditEvents } from './content/edits.events';
import { ModerationEvents } from './content/moderation.events';
import { PostCategoryEvents } from './content/post-categories.events';
import { PostEvents } from './content/posts.events';
import { PseudonymEvents } from './content/pseudonyms.events';
import { DraftEvents } from './drafts/drafts.events';
import { ExpertEvents } from './experts/experts.events';
import { MembershipEvents } from './membership/membership.events';
import { AdminMessageEvents } from './messages/admin-messages.events';
import { NotificationEvents } from './notifications/notifications.events';
import { QotdEvents } from './qotd/qotd.events';
import { TopicSuggestionEvents } from './topics/topic-suggestions.events';
import { TopicEvents } from './topics/topics.events';
import { AccountDeletionEvents } from './users/account-deletion.events';
import { AuthorDeletionEvents } from './content/author-deletions.events';
import { ReservationEvents, UserEvents } from './users/users.events';
import { WatchEvents } from './watches/watches.events';
import { HoldEvents } from './content/holds.events';
import { TrustEvents } from './trust/trust.events';
import { BlockEvents } from './blocks/blocks.events';

const EVENT_GROUPS = [
  UserEvents,
  ReservationEvents,
  ConversationEvents,
  PostEvents,
  QotdEvents,
  TopicEvents,
  DraftEvents,
  TopicSuggestionEvents,
  PostCategoryEvents,
  MembershipEvents,
  ExpertEvents,
  ModerationEvents,
  AdminMessageEvents,
  BestAnswerEvents,
  NotificationEvents,
  PseudonymEvents,
  AccountDeletionEvents,
  AuthorDeletionEvents,
  EditEvents,
  WatchEvents,
  HoldEvents,
  TrustEvents,
  BlockEvents,
] as const;

/** Every event the system records, one member per type: where an event type's data type is looked up. */
export type DomainEvent = EventsOfGroup<(typeof EVENT_GROUPS)[number]>;
type EventsOfGroup<G> = G extends Record<string, EventDefinition<string, z.ZodType>> ? EventsOf<G> : never;
export type EventType = DomainEvent['type'];
/** Each event type's data, keyed by the type. */
export type EventDataMap = { [E in DomainEvent as E['type']]: E['data'] };
export type EventData<T extends EventType> = EventDataMap[T];

const definitions = EVENT_GROUPS.flatMap((group) => Object.values<EventDefinition<EventType, z.ZodType>>(group));

/** Every event type the system has ever released, by name: the persisted contract. */
export const eventRegistry: ReadonlyMap<string, EventDefinition<string, z.ZodType>> = new Map(
  definitions.map((d) => [d.type, d]),
);

export const EVENT_TYPES: readonly EventType[] = definitions.map((d) => d.type);

/**
 * Whether an event read from a stream is of one of `types`; if so its data has their definition's
 * type (it was checked against the schema when it was appended).
 */
export function isEventOf<T extends EventType>(
  event: { type: string; data: unknown },
  ...types: T[]
): event is { type: T; data: EventData<T> } {
  return (types as readonly string[]).includes(event.type);
}

export class UnknownEventTypeError extends Error {}

/** A stored event whose version this code does not know (written by a newer release, or damaged). */
export class UnknownEventVersionError extends Error {}

/**
 * The events' versions, as the event store takes them: appends record the current version, and an
 * event stored at an earlier one reads in the current shape through its definition's upcaster, so
 * that deciders, projections and every other reader see only current shapes. A type this code does
 * not define reads as stored, as it did before versions.
 */
export const EVENT_VERSIONS = {
  current: (type: string): number => eventRegistry.get(type)?.version ?? 1,
  upcast(type: string, version: number, data: unknown): unknown {
    const current = eventRegistry.get(type)?.version ?? 1;
    if (version === current) return data;
    const earlier = Number.isInteger(version) ? eventRegistry.get(type)?.earlier[version - 1] : undefined;
    if (!earlier)
      throw new UnknownEventVersionError(
        `${type} stored as version ${String(version)}: this code reads versions 1 to ${current}`,
      );
    return earlier.upcast(data);
  },
};

/** Validates an event's data against its schema before it is appended. */
export function validateEventData(type: string, data: unknown): unknown {
  const definition = eventRegistry.get(type);
  if (!definition) throw new UnknownEventTypeError(`Unknown event type ${type}`);
  return definition.schema.parse(data);
}
