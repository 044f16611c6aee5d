import type { Reply } from '@contracts/content';
import { Fragment } from 'react';
import { Byline } from '../../content/components/byline';
import { ReportLink } from '../../moderation/components/report-link';
import type { ReplyTarget } from '../targets';
import { VoteControl } from './vote-control';
import styles from './conversation.module.css';

/** Newlines in a comment or answer show as line breaks. */
function TextWithBreaks({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return lines.map((line, index) => (
    <Fragment key={index}>
      {line}
      {index < lines.length - 1 && <br />}
    </Fragment>
  ));
}

interface ReplyCardProps {
  target: ReplyTarget;
  reply: Reply;
  loggedIn: boolean;
}

export function ReplyCard({ target, reply, loggedIn }: ReplyCardProps) {
  return (
    <article className={styles.reply}>
      <VoteControl target={target} reply={reply} canVote={loggedIn} />
      <div className={styles.replyMain}>
        <p className={styles.text}>
          <TextWithBreaks text={reply.text} />
        </p>
        <div className={styles.replyFooter}>
          <Byline byline={reply} />
          <ReportLink target={target} id={reply.id} noun={target === 'answers' ? 'answer' : 'comment'} />
        </div>
      </div>
    </article>
  );
}
