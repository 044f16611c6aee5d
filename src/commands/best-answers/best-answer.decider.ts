import { DomainError } from '../../common/domain-error';
import { BEST_ANSWER_MESSAGES } from '../../contracts/best-answers';
import type { BestAnswerEvent } from '../../events/content/best-answers.events';
import { isEventOf } from '../../events/registry';
import type { Decider } from '../decider';
import { CONVERSATION } from '../../common/projection-names';
import { MESSAGES } from '../../contracts/messages';
import { postStream } from '../../events/streams';
import { defineWrite } from '../define-write';
import type { ContentState } from '../content-presence';
import { contentDecider } from '../moderation/moderation.decider';

// The best answer is decided in the question's own stream: it holds the question (and so who
// asked it), every answer, their removals and the earlier choices. One stream, one revision: an
// answer removed while the asker marks it cannot slip through.

export interface QuestionState {
  /** The question's and its answers' presence, as moderation sees them. */
  content: ContentState;
  askerId: number | null;
  /** Null when there is none, also once the chosen answer was removed. */
  bestAnswerId: number | null;
}

export type BestAnswerCommand =
  | { type: 'MarkBestAnswer'; questionId: number; answerId: number; actorId: number; now: Date }
  | { type: 'UnmarkBestAnswer'; questionId: number; actorId: number; now: Date };

/** Any event of the question's stream: the question, its answers, removals, best-answer choices. */
type QuestionStreamEvent = { type: string; data: unknown };

function evolve(state: QuestionState, event: QuestionStreamEvent): QuestionState {
  const content = contentDecider.evolve(state.content, event);
  if (isEventOf(event, 'QuestionPosted')) return { ...state, content, askerId: event.data.authorId };
  if (isEventOf(event, 'BestAnswerMarked')) return { ...state, content, bestAnswerId: event.data.answerId };
  switch (event.type) {
    case 'BestAnswerUnmarked':
      return { ...state, content, bestAnswerId: null };
    default: {
      // A removed best answer leaves the question without one; no event says so, the removal is enough.
      const best = state.bestAnswerId;
      return {
        ...state,
        content,
        bestAnswerId: best !== null && content.replies.get(best) === 'present' ? best : null,
      };
    }
  }
}

/** The question must be there, and only its asker chooses: checked before the answer, so that nobody else learns which answers exist. */
function checkAsker(command: BestAnswerCommand, state: QuestionState): void {
  if (state.content.post !== 'present') throw new DomainError('not_found', BEST_ANSWER_MESSAGES.questionNotFound);
  if (command.actorId !== state.askerId) throw new DomainError('forbidden', BEST_ANSWER_MESSAGES.askerOnly);
}

function decide(command: BestAnswerCommand, state: QuestionState): BestAnswerEvent[] {
  checkAsker(command, state);
  switch (command.type) {
    case 'MarkBestAnswer': {
      const presence = state.content.replies.get(command.answerId) ?? 'absent';
      if (presence === 'absent') throw new DomainError('not_found', BEST_ANSWER_MESSAGES.answerNotOnQuestion);
      if (presence === 'removed') throw new DomainError('conflict', BEST_ANSWER_MESSAGES.answerRemoved);
      // Marking the best answer again changes nothing: a repeated click or request is harmless.
      if (state.bestAnswerId === command.answerId) return [];
      return [
        {
          type: 'BestAnswerMarked',
          data: { questionId: command.questionId, answerId: command.answerId, markedAt: command.now.toISOString() },
        },
      ];
    }
    case 'UnmarkBestAnswer':
      if (state.bestAnswerId === null) return [];
      return [
        {
          type: 'BestAnswerUnmarked',
          data: { questionId: command.questionId, answerId: state.bestAnswerId, unmarkedAt: command.now.toISOString() },
        },
      ];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const bestAnswerDecider: Decider<BestAnswerCommand, QuestionState, QuestionStreamEvent> = {
  initialState: () => ({ content: contentDecider.initialState(), askerId: null, bestAnswerId: null }),
  evolve,
  decide,
};

/** The asker marks an answer as the best (`answerId`), or takes the mark back (null). */
export const chooseBestAnswer = defineWrite({
  name: 'ChooseBestAnswer',
  decider: bestAnswerDecider,
  stream: ({ questionId }: { questionId: number; answerId: number | null }) => postStream('qnas', questionId),
  command: ({ questionId, answerId }, now, _prepared, { actorId }): BestAnswerCommand => {
    if (actorId === null) throw new DomainError('unauthenticated', MESSAGES.loginRequired);
    return answerId === null
      ? { type: 'UnmarkBestAnswer', questionId, actorId, now }
      : { type: 'MarkBestAnswer', questionId, answerId, actorId, now };
  },
  nextReads: CONVERSATION,
});
