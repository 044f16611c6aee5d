import type { z } from 'zod';
import type { EventDefinition } from './event';
import { BestAnswerEvents } from './content/best-answers.events';
import { ConversationEvents } from './content/conversations.events';
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
import { ReservationEvents, UserEvents } from './users/users.events';

/** Every event type the system has ever released, by name: the persisted contract. */
export const eventRegistry: ReadonlyMap<string, EventDefinition<string, z.ZodType>> = new Map(
  [
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
  ]
    .flatMap((group) => Object.values(group))
    .map((d) => [d.type, d]),
);

export class UnknownEventTypeError extends Error {}

/** Validates an event's data against its schema before it is appended. */
export function validateEventData(type: string, data: unknown): unknown {
  const definition = eventRegistry.get(type);
  if (!definition) throw new UnknownEventTypeError(`Unknown event type ${type}`);
  return definition.schema.parse(data);
}
