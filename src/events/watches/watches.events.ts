import { z } from 'zod';
import { defineEvent, type EventsOf } from '../event';

// In the member's own watch stream (`watches-{uid}`), erased with the account. Asking a question
// watches it without an event: the projections count the asker as watching from QuestionPosted
// until a QuestionUnwatched of theirs, so a rebuild finds the same watchers.
const member = z.number().int().positive();
const question = { uid: member, questionId: z.number().int().positive(), at: z.string() };
/** A topic by its id (what a post's categories name) and its slug (its page's address). */
const topic = { uid: member, topicId: z.number().int().positive(), slug: z.string().min(1), at: z.string() };

export const WatchEvents = {
  QuestionWatched: defineEvent('QuestionWatched', z.object(question)),
  QuestionUnwatched: defineEvent('QuestionUnwatched', z.object(question)),
  TopicWatched: defineEvent('TopicWatched', z.object(topic)),
  TopicUnwatched: defineEvent('TopicUnwatched', z.object(topic)),
} as const;

export type WatchEvent = EventsOf<typeof WatchEvents>;
