import type { PostDetail } from '@contracts/content';
import { MessageCircleHeart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Byline, KINDS } from '../../content';
import { useQuestionOfTheDay } from '../hooks/use-question-of-the-day';
import styles from './question-of-the-day.module.css';

const EXCERPT_LENGTH = 220;

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH).trimEnd()}…` : flat;
};

/** `inReadingColumn`: below a question, where the card lines up with the post and its answers. */
function QotdCard({ question, inReadingColumn = false }: { question: PostDetail; inReadingColumn?: boolean }) {
  const path = KINDS.qnas.detailPath(question.id);
  return (
    <section className={inReadingColumn ? styles.inReadingColumn : styles.wrapper} aria-labelledby="qotd-title">
      <div className={styles.card}>
        <h2 id="qotd-title" className={styles.label}>
          <MessageCircleHeart size={20} aria-hidden />
          Question of the Day
        </h2>
        <p className={styles.question}>
          <Link to={path}>{question.title}</Link>
        </p>
        {question.body && <p className={styles.excerpt}>{excerpt(question.body)}</p>}
        <Byline byline={question} />
        <Link to={path} className={styles.answer}>
          {question.replyCount === 0 ? 'Be the first to answer' : `Read the answers (${question.replyCount})`}
        </Link>
      </div>
    </section>
  );
}

/** The question an administrator or the daily cycle chose; nothing shows until there is one. */
export function QuestionOfTheDay() {
  const question = useQuestionOfTheDay();
  return question ? <QotdCard question={question} /> : null;
}

/**
 * On a question's page: a badge when it is the question of the day, else the day's question
 * below its answers, as another place to go on from.
 */
export function QuestionOfTheDayOnQuestion({
  questionId,
  placement,
}: {
  questionId: number;
  placement: 'badge' | 'card';
}) {
  const question = useQuestionOfTheDay();
  if (!question) return null;
  const isThis = question.id === questionId;
  if (placement === 'badge')
    return isThis ? (
      <div className={styles.inReadingColumn}>
        <p className={styles.badge}>
          <MessageCircleHeart size={16} aria-hidden />
          Question of the Day
        </p>
      </div>
    ) : null;
  return isThis ? null : <QotdCard question={question} inReadingColumn />;
}
