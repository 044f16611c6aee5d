import { DeciderSpecification } from '../../../test/support/decider-specification';
import { BEST_ANSWER_MESSAGES } from '../../contracts/best-answers';
import { fold } from '../decider';
import { type BestAnswerCommand, bestAnswerDecider } from './best-answer.decider';

const now = new Date('2026-11-28T09:30:00.000Z');
const at = now.toISOString();
const ASKER = 3;
const OTHER = 4;
const QUESTION = 8;

type StreamEvent = { type: string; data: unknown };
const asked: StreamEvent = { type: 'QuestionPosted', data: { id: QUESTION, authorId: ASKER } };
const answered = (id: number, authorId = OTHER): StreamEvent => ({
  type: 'AnswerAdded',
  data: { id, questionId: QUESTION, authorId },
});
const removed = (kind: 'answers' | 'qnas', id: number): StreamEvent => ({
  type: 'ContentRemoved',
  data: { kind, id, reportId: null, reason: null, removedAt: at },
});
const marked = (answerId: number) => ({
  type: 'BestAnswerMarked',
  data: { questionId: QUESTION, answerId, markedAt: at },
});
const unmarked = (answerId: number) => ({
  type: 'BestAnswerUnmarked',
  data: { questionId: QUESTION, answerId, unmarkedAt: at },
});

const mark = (answerId: number, actorId = ASKER): BestAnswerCommand => ({
  type: 'MarkBestAnswer',
  questionId: QUESTION,
  answerId,
  actorId,
  now,
});
const unmark = (actorId = ASKER): BestAnswerCommand => ({
  type: 'UnmarkBestAnswer',
  questionId: QUESTION,
  actorId,
  now,
});

const { given } = DeciderSpecification.for(bestAnswerDecider);
/** The best answer once the command's events are added to the stream. */
const bestAfter = (events: StreamEvent[], command: BestAnswerCommand) =>
  fold(bestAnswerDecider, [...events, ...given(events).when(command).events()]).bestAnswerId;

const twoAnswers = [asked, answered(10), answered(11, 5)];

describe('a question’s stream', () => {
  it('starts with no question, no asker and no best answer', () => {
    expect(fold(bestAnswerDecider, [])).toMatchObject({
      content: { post: 'absent' },
      askerId: null,
      bestAnswerId: null,
    });
  });
  it('knows its asker from the question and its best answer from the latest choice', () => {
    expect(fold(bestAnswerDecider, [...twoAnswers, marked(10), marked(11)])).toMatchObject({
      askerId: ASKER,
      bestAnswerId: 11,
    });
    expect(fold(bestAnswerDecider, [...twoAnswers, marked(10), unmarked(10)]).bestAnswerId).toBeNull();
  });
  it('has no best answer once the best answer was removed', () => {
    expect(fold(bestAnswerDecider, [...twoAnswers, marked(10), removed('answers', 10)]).bestAnswerId).toBeNull();
  });
  it('keeps its best answer when another answer is removed', () => {
    expect(fold(bestAnswerDecider, [...twoAnswers, marked(10), removed('answers', 11)]).bestAnswerId).toBe(10);
  });
  it('ignores votes, comments of other posts and anything else it does not know', () => {
    const noise = [
      { type: 'VoteCast', data: { target: 'answer', targetId: 10 } },
      { type: 'SomethingElse', data: {} },
    ];
    expect(fold(bestAnswerDecider, [...twoAnswers, marked(10), ...noise]).bestAnswerId).toBe(10);
  });
});

describe('MarkBestAnswer', () => {
  describe('when the asker marks one of the answers', () => {
    it('records it as the best answer', () => {
      given(twoAnswers)
        .when(mark(11))
        .then([marked(11)]);
      expect(bestAfter(twoAnswers, mark(11))).toBe(11);
    });
    it('also takes the asker’s own answer', () => {
      given([asked, answered(12, ASKER)])
        .when(mark(12))
        .then([marked(12)]);
    });
  });

  describe('when another answer is the best', () => {
    it('moves the choice: the earlier one loses it', () => {
      given([...twoAnswers, marked(10)])
        .when(mark(11))
        .then([marked(11)]);
      expect(bestAfter([...twoAnswers, marked(10)], mark(11))).toBe(11);
    });
  });

  describe('when the answer is already the best', () => {
    it('changes nothing', () => {
      given([...twoAnswers, marked(10)])
        .when(mark(10))
        .thenNothingHappened();
    });
  });

  describe('when it was unmarked before', () => {
    it('marks it again', () => {
      given([...twoAnswers, marked(10), unmarked(10)])
        .when(mark(10))
        .then([marked(10)]);
    });
  });

  describe('when the best answer was removed', () => {
    it('lets the asker mark another one', () => {
      given([...twoAnswers, marked(10), removed('answers', 10)])
        .when(mark(11))
        .then([marked(11)]);
    });
  });

  describe('refusals', () => {
    it('refuses a question that does not exist', () => {
      given([]).when(mark(10)).thenRefuses('not_found', BEST_ANSWER_MESSAGES.questionNotFound);
    });
    it('refuses a question the moderators removed, even to its asker', () => {
      given([...twoAnswers, removed('qnas', QUESTION)])
        .when(mark(10))
        .thenRefuses('not_found', BEST_ANSWER_MESSAGES.questionNotFound);
    });
    it.each([
      ['an answerer', OTHER],
      ['someone else', 99],
    ])('refuses %s: only the asker chooses', (_, actorId) => {
      given(twoAnswers).when(mark(10, actorId)).thenRefuses('forbidden', BEST_ANSWER_MESSAGES.askerOnly);
    });
    it('refuses someone else before looking at the answer, so nobody learns which answers exist', () => {
      given(twoAnswers).when(mark(404, OTHER)).thenRefuses('forbidden', BEST_ANSWER_MESSAGES.askerOnly);
    });
    it('refuses an answer that is not one of this question’s', () => {
      given(twoAnswers).when(mark(404)).thenRefuses('not_found', BEST_ANSWER_MESSAGES.answerNotOnQuestion);
    });
    it('refuses a removed answer', () => {
      given([...twoAnswers, removed('answers', 11)])
        .when(mark(11))
        .thenRefuses('conflict', BEST_ANSWER_MESSAGES.answerRemoved);
    });
    it('refuses a removed answer even when it was the best before its removal', () => {
      given([...twoAnswers, marked(11), removed('answers', 11)])
        .when(mark(11))
        .thenRefuses('conflict', BEST_ANSWER_MESSAGES.answerRemoved);
    });
  });
});

describe('UnmarkBestAnswer', () => {
  describe('when there is a best answer', () => {
    it('unmarks it, naming the answer that loses the mark', () => {
      given([...twoAnswers, marked(10), marked(11)])
        .when(unmark())
        .then([unmarked(11)]);
      expect(bestAfter([...twoAnswers, marked(10)], unmark())).toBeNull();
    });
  });

  describe('when there is none', () => {
    it.each([
      ['none was ever chosen', twoAnswers],
      ['it was unmarked already', [...twoAnswers, marked(10), unmarked(10)]],
      ['the best answer was removed', [...twoAnswers, marked(10), removed('answers', 10)]],
      ['there are no answers at all', [asked]],
    ])('changes nothing (%s)', (_, events) => {
      given(events).when(unmark()).thenNothingHappened();
    });
  });

  describe('refusals', () => {
    it('refuses a question that does not exist', () => {
      given([]).when(unmark()).thenRefuses('not_found', BEST_ANSWER_MESSAGES.questionNotFound);
    });
    it('refuses a removed question', () => {
      given([...twoAnswers, marked(10), removed('qnas', QUESTION)])
        .when(unmark())
        .thenRefuses('not_found', BEST_ANSWER_MESSAGES.questionNotFound);
    });
    it('refuses anyone but the asker, also when there is nothing to unmark', () => {
      given([...twoAnswers, marked(10)])
        .when(unmark(OTHER))
        .thenRefuses('forbidden', BEST_ANSWER_MESSAGES.askerOnly);
      given(twoAnswers).when(unmark(OTHER)).thenRefuses('forbidden', BEST_ANSWER_MESSAGES.askerOnly);
    });
  });
});
