import { type AnswerList, BEST_ANSWER_MESSAGES } from '@contracts/best-answers';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { markBestAnswer } from '../api/mark-best-answer';
import { unmarkBestAnswer } from '../api/unmark-best-answer';
import styles from './best-answer.module.css';

interface BestAnswerButtonProps {
  questionId: number;
  answerId: number;
  isBest: boolean;
  /** Gets the answers as they stand once the server has the new choice, so the list shows the new order. */
  onChanged: (answers: AnswerList) => void;
}

/** The asker's "Mark as best answer" under each answer, or "Unmark best answer" under the best one. */
export function BestAnswerButton({ questionId, answerId, isBest, onChanged }: BestAnswerButtonProps) {
  const [busy, setBusy] = useState(false);

  const choose = async () => {
    setBusy(true);
    try {
      const answers = await (isBest ? unmarkBestAnswer(questionId) : markBestAnswer(questionId, answerId));
      notify.success(BEST_ANSWER_MESSAGES.updated);
      onChanged(answers);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => void choose()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {isBest ? 'Unmark best answer' : 'Mark as best answer'}
    </button>
  );
}
