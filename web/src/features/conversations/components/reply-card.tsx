import { CONVERSATION_MESSAGES, type Reply } from '@contracts/content';
import { Fragment, useState } from 'react';
import { Byline } from '../../content/components/byline';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { reportReply } from '../api/report-reply';
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
  const [reporting, setReporting] = useState(false);

  const report = async () => {
    setReporting(true);
    try {
      await reportReply(target, reply.id);
      notify.success(CONVERSATION_MESSAGES.reported);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setReporting(false);
    }
  };

  return (
    <article className={styles.reply}>
      <VoteControl target={target} reply={reply} canVote={loggedIn} />
      <div className={styles.replyMain}>
        <p className={styles.text}>
          <TextWithBreaks text={reply.text} />
        </p>
        <div className={styles.replyFooter}>
          <Byline byline={reply} />
          {loggedIn && (
            <button type="button" className={styles.report} onClick={() => void report()} disabled={reporting}>
              Report
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
