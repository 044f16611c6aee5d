import { type AnswerList, BEST_ANSWER_MESSAGES } from '@contracts/best-answers';
import { notify } from '../../../lib/notify';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
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
  const choose = useServerWrite({
    run: () => (isBest ? unmarkBestAnswer(questionId) : markBestAnswer(questionId, answerId)),
    // The answers as they now stand are the answer, shown until the list's next load (onChanged).
    invalidates: [],
    onSuccess: (answers) => {
      notify.success(BEST_ANSWER_MESSAGES.updated);
      onChanged(answers);
    },
  });
  const busy = choose.pending;

  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => void choose.submit()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {isBest ? 'Unmark best answer' : 'Mark as best answer'}
    </button>
  );
}
