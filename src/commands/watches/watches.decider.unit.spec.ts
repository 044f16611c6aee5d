import { DeciderSpecification } from '../../../test/support/decider-specification';
import type { WatchEvent } from '../../events/watches/watches.events';
import { type ChangeWatchCommand, type WatchTarget, watchesDecider } from './watches.decider';

const now = new Date('2026-12-04T12:00:00.000Z');
const at = now.toISOString();
const question = (over: Partial<Extract<WatchTarget, { kind: 'question' }>> = {}): WatchTarget => ({
  kind: 'question',
  questionId: 4,
  exists: true,
  askedByMember: false,
  ...over,
});
const topic = (topicId: number | null = 3): WatchTarget => ({ kind: 'topic', slug: 'custody', topicId });
const change = (target: WatchTarget, watching: boolean): ChangeWatchCommand => ({
  type: 'ChangeWatch',
  uid: 7,
  target,
  watching,
  now,
});

const questionWatched: WatchEvent = { type: 'QuestionWatched', data: { uid: 7, questionId: 4, at } };
const questionUnwatched: WatchEvent = { type: 'QuestionUnwatched', data: { uid: 7, questionId: 4, at } };
const topicWatched: WatchEvent = { type: 'TopicWatched', data: { uid: 7, topicId: 3, slug: 'custody', at } };
const topicUnwatched: WatchEvent = { type: 'TopicUnwatched', data: { uid: 7, topicId: 3, slug: 'custody', at } };

const { given } = DeciderSpecification.for(watchesDecider);

describe('watches decider', () => {
  describe('ChangeWatch on a question', () => {
    it('watches a question the member does not watch', () => {
      given([]).when(change(question(), true)).then([questionWatched]);
    });
    it('adds nothing when the question is already watched', () => {
      given([questionWatched]).when(change(question(), true)).thenNothingHappened();
    });
    it('unwatches a watched question', () => {
      given([questionWatched]).when(change(question(), false)).then([questionUnwatched]);
    });
    it('adds nothing when unwatching a question that is not watched', () => {
      given([]).when(change(question(), false)).thenNothingHappened();
      given([questionWatched, questionUnwatched]).when(change(question(), false)).thenNothingHappened();
    });
    it('counts the asker as watching their question until they unwatch it', () => {
      given([])
        .when(change(question({ askedByMember: true }), true))
        .thenNothingHappened();
      given([])
        .when(change(question({ askedByMember: true }), false))
        .then([questionUnwatched]);
      given([questionUnwatched])
        .when(change(question({ askedByMember: true }), true))
        .then([questionWatched]);
    });
    it('refuses a question that does not exist', () => {
      given([])
        .when(change(question({ exists: false }), true))
        .thenRefuses('not_found');
    });
    it('tells questions apart', () => {
      given([questionWatched])
        .when(change(question({ questionId: 5 }), true))
        .then([{ type: 'QuestionWatched', data: { uid: 7, questionId: 5, at } }]);
    });
  });

  describe('ChangeWatch on a topic', () => {
    it('watches a topic, with its slug', () => {
      given([]).when(change(topic(), true)).then([topicWatched]);
    });
    it('adds nothing when the topic is already watched', () => {
      given([topicWatched]).when(change(topic(), true)).thenNothingHappened();
    });
    it('unwatches a watched topic, and adds nothing the second time', () => {
      given([topicWatched]).when(change(topic(), false)).then([topicUnwatched]);
      given([topicWatched, topicUnwatched]).when(change(topic(), false)).thenNothingHappened();
    });
    it('refuses a topic that does not exist', () => {
      given([])
        .when(change(topic(null), true))
        .thenRefuses('not_found');
    });
    it('keeps a question and a topic of the same id apart', () => {
      given([questionWatched])
        .when(change({ kind: 'topic', slug: 'x', topicId: 4 }, true))
        .then([{ type: 'TopicWatched', data: { uid: 7, topicId: 4, slug: 'x', at } }]);
    });
  });
});
