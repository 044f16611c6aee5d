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

function given(events: StreamEvent[]) {
  const state = fold(bestAnswerDecider, events);
  return {
    when: (command: BestAnswerCommand) => () => bestAnswerDecider.decide(command, state),
    /** The best answer once the command's events are added to the stream. */
    bestAfter: (command: BestAnswerCommand) =>
      fold(bestAnswerDecider, [...events, ...bestAnswerDecider.decide(command, state)]).bestAnswerId,
  };
}

const refusal = (code: string, message: string) => expect.objectContaining({ code, message });
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
      expect(given(twoAnswers).when(mark(11))()).toEqual([marked(11)]);
      expect(given(twoAnswers).bestAfter(mark(11))).toBe(11);
    });
    it('also takes the asker’s own answer', () => {
      expect(given([asked, answered(12, ASKER)]).when(mark(12))()).toEqual([marked(12)]);
    });
  });

  describe('when another answer is the best', () => {
    it('moves the choice: the earlier one loses it', () => {
      expect(given([...twoAnswers, marked(10)]).when(mark(11))()).toEqual([marked(11)]);
      expect(given([...twoAnswers, marked(10)]).bestAfter(mark(11))).toBe(11);
    });
  });

  describe('when the answer is already the best', () => {
    it('changes nothing', () => {
      expect(given([...twoAnswers, marked(10)]).when(mark(10))()).toEqual([]);
    });
  });

  describe('when it was unmarked before', () => {
    it('marks it again', () => {
      expect(given([...twoAnswers, marked(10), unmarked(10)]).when(mark(10))()).toEqual([marked(10)]);
    });
  });

  describe('when the best answer was removed', () => {
    it('lets the asker mark another one', () => {
      expect(given([...twoAnswers, marked(10), removed('answers', 10)]).when(mark(11))()).toEqual([marked(11)]);
    });
  });

  describe('refusals', () => {
    it('refuses a question that does not exist', () => {
      expect(given([]).when(mark(10))).toThrow(refusal('not_found', BEST_ANSWER_MESSAGES.questionNotFound));
    });
    it('refuses a question the moderators removed, even to its asker', () => {
      expect(given([...twoAnswers, removed('qnas', QUESTION)]).when(mark(10))).toThrow(
        refusal('not_found', BEST_ANSWER_MESSAGES.questionNotFound),
      );
    });
    it.each([
      ['an answerer', OTHER],
      ['someone else', 99],
    ])('refuses %s: only the asker chooses', (_, actorId) => {
      expect(given(twoAnswers).when(mark(10, actorId))).toThrow(refusal('forbidden', BEST_ANSWER_MESSAGES.askerOnly));
    });
    it('refuses someone else before looking at the answer, so nobody learns which answers exist', () => {
      expect(given(twoAnswers).when(mark(404, OTHER))).toThrow(refusal('forbidden', BEST_ANSWER_MESSAGES.askerOnly));
    });
    it('refuses an answer that is not one of this question’s', () => {
      expect(given(twoAnswers).when(mark(404))).toThrow(refusal('not_found', BEST_ANSWER_MESSAGES.answerNotOnQuestion));
    });
    it('refuses a removed answer', () => {
      expect(given([...twoAnswers, removed('answers', 11)]).when(mark(11))).toThrow(
        refusal('conflict', BEST_ANSWER_MESSAGES.answerRemoved),
      );
    });
    it('refuses a removed answer even when it was the best before its removal', () => {
      expect(given([...twoAnswers, marked(11), removed('answers', 11)]).when(mark(11))).toThrow(
        refusal('conflict', BEST_ANSWER_MESSAGES.answerRemoved),
      );
    });
  });
});

describe('UnmarkBestAnswer', () => {
  describe('when there is a best answer', () => {
    it('unmarks it, naming the answer that loses the mark', () => {
      expect(given([...twoAnswers, marked(10), marked(11)]).when(unmark())()).toEqual([unmarked(11)]);
      expect(given([...twoAnswers, marked(10)]).bestAfter(unmark())).toBeNull();
    });
  });

  describe('when there is none', () => {
    it.each([
      ['none was ever chosen', twoAnswers],
      ['it was unmarked already', [...twoAnswers, marked(10), unmarked(10)]],
      ['the best answer was removed', [...twoAnswers, marked(10), removed('answers', 10)]],
      ['there are no answers at all', [asked]],
    ])('changes nothing (%s)', (_, events) => {
      expect(given(events).when(unmark())()).toEqual([]);
    });
  });

  describe('refusals', () => {
    it('refuses a question that does not exist', () => {
      expect(given([]).when(unmark())).toThrow(refusal('not_found', BEST_ANSWER_MESSAGES.questionNotFound));
    });
    it('refuses a removed question', () => {
      expect(given([...twoAnswers, marked(10), removed('qnas', QUESTION)]).when(unmark())).toThrow(
        refusal('not_found', BEST_ANSWER_MESSAGES.questionNotFound),
      );
    });
    it('refuses anyone but the asker, also when there is nothing to unmark', () => {
      expect(given([...twoAnswers, marked(10)]).when(unmark(OTHER))).toThrow(
        refusal('forbidden', BEST_ANSWER_MESSAGES.askerOnly),
      );
      expect(given(twoAnswers).when(unmark(OTHER))).toThrow(refusal('forbidden', BEST_ANSWER_MESSAGES.askerOnly));
    });
  });
});
