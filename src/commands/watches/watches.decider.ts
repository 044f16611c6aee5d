import { DomainError } from '../../common/domain-error';
import { WATCH_MESSAGES } from '../../contracts/watching';
import type { WatchEvent } from '../../events/watches/watches.events';
import type { Decider } from '../decider';
import { isEventOf } from '../../events/registry';
import { postStream, topicStream, watchesStream } from '../../events/streams';
import { contentPresence } from '../content-presence';
import { defineWrite, type WriteTools } from '../define-write';

/**
 * What a member chose to watch, folded from their watch stream (`watches-{uid}`): each question's
 * and topic's last choice. A question the member asked is watched until they unwatch it, without
 * an event (the command says whether they asked it).
 */
export interface WatchesState {
  questions: ReadonlyMap<number, boolean>;
  topics: ReadonlyMap<number, boolean>;
}

/** What the handler read from the question's or topic's own stream. */
export type WatchTarget =
  | { kind: 'question'; questionId: number; exists: boolean; askedByMember: boolean }
  | { kind: 'topic'; slug: string; topicId: number | null };

export interface ChangeWatchCommand {
  type: 'ChangeWatch';
  uid: number;
  target: WatchTarget;
  watching: boolean;
  now: Date;
}

const initialState = (): WatchesState => ({ questions: new Map(), topics: new Map() });

function evolve(state: WatchesState, event: WatchEvent): WatchesState {
  switch (event.type) {
    case 'QuestionWatched':
    case 'QuestionUnwatched':
      return {
        ...state,
        questions: new Map(state.questions).set(event.data.questionId, event.type === 'QuestionWatched'),
      };
    case 'TopicWatched':
    case 'TopicUnwatched':
      return { ...state, topics: new Map(state.topics).set(event.data.topicId, event.type === 'TopicWatched') };
  }
}

/** Watching what is watched, or unwatching what is not, adds nothing: both are safe to repeat. */
function decide(command: ChangeWatchCommand, state: WatchesState): WatchEvent[] {
  const { uid, target, watching } = command;
  const at = command.now.toISOString();
  if (target.kind === 'question') {
    if (!target.exists) throw new DomainError('not_found', WATCH_MESSAGES.questionNotFound);
    const { questionId } = target;
    const now = state.questions.get(questionId) ?? target.askedByMember;
    if (now === watching) return [];
    return [{ type: watching ? 'QuestionWatched' : 'QuestionUnwatched', data: { uid, questionId, at } }];
  }
  if (target.topicId === null) throw new DomainError('not_found', WATCH_MESSAGES.topicNotFound);
  const { topicId, slug } = target;
  if ((state.topics.get(topicId) ?? false) === watching) return [];
  return [{ type: watching ? 'TopicWatched' : 'TopicUnwatched', data: { uid, topicId, slug, at } }];
}

export const watchesDecider: Decider<ChangeWatchCommand, WatchesState, WatchEvent> = {
  initialState,
  evolve,
  decide,
};

/** What a member asks to watch or unwatch. */
export type WatchSubject = { kind: 'question'; id: number } | { kind: 'topic'; slug: string };

type StreamEvent = { type: string; data: unknown };

/** A question's stream folded to whether it is there and who asked it. */
const questionFacts = {
  initialState: () => ({ content: contentPresence.initialState(), authorId: 0 }),
  evolve: (state: { content: ReturnType<typeof contentPresence.initialState>; authorId: number }, e: StreamEvent) => ({
    content: contentPresence.evolve(state.content, e),
    authorId: isEventOf(e, 'QuestionPosted') ? e.data.authorId : state.authorId,
  }),
};

/** A topic's stream folded to its id, null while it does not exist. */
const topicFacts = {
  initialState: (): number | null => null,
  evolve: (id: number | null, e: StreamEvent) => (isEventOf(e, 'TopicCreated') ? e.data.id : id),
};

/** What the question's or topic's own stream says of the subject. */
async function targetOf(uid: number, subject: WatchSubject, { read }: WriteTools): Promise<WatchTarget> {
  if (subject.kind === 'topic')
    return { kind: 'topic', slug: subject.slug, topicId: await read(topicStream(subject.slug), topicFacts) };
  const facts = await read(postStream('qnas', subject.id), questionFacts);
  return {
    kind: 'question',
    questionId: subject.id,
    exists: facts.content.post === 'present',
    askedByMember: facts.authorId === uid,
  };
}

/** Watches (`watching`) or unwatches a question or a topic for a logged-in member. */
export const changeWatch = defineWrite({
  name: 'ChangeWatch',
  decider: watchesDecider,
  stream: ({ uid }: { uid: number; subject: WatchSubject; watching: boolean }) => watchesStream(uid),
  prepare: ({ uid, subject }, tools) => targetOf(uid, subject, tools),
  command: ({ uid, watching }, now, target): ChangeWatchCommand => ({
    type: 'ChangeWatch',
    uid,
    target,
    watching,
    now,
  }),
  nextReads: ['watches'],
});
