import type { AnswerList } from '@contracts/best-answers';
import type { Reply } from '@contracts/content';
import { useState } from 'react';
import { PostText } from '../../../components/post-text';
import { DeleteReplyControl } from '../../author-deletions';
import { BlockLink } from '../../blocks';
import { Byline } from '../../content';
import { EditButton, EditedLabel } from '../../editing';
import { HiddenPendingReview, ReportLink } from '../../moderation';
import { repliesPath, type ReplyTarget } from '../targets';
import { BestAnswerButton } from './best-answer-button';
import { BestAnswerLabel } from './best-answer-label';
import { VoteControl } from './vote-control';
import { ReplyEditor } from './reply-editor';
import styles from './conversation.module.css';

interface ReplyCardProps {
  target: ReplyTarget;
  reply: Reply;
  loggedIn: boolean;
  /** Set for the asker of a question, who chooses its best answer; gets the answers after a change. */
  onBestAnswerChanged?: (answers: AnswerList) => void;
}

export function ReplyCard({ target, reply, loggedIn, onBestAnswerChanged }: ReplyCardProps) {
  const [editing, setEditing] = useState(false);
  const noun = target === 'answers' ? 'answer' : 'comment';
  return (
    <article className={reply.isBest ? `${styles.reply} ${styles.best}` : styles.reply}>
      <VoteControl target={target} reply={reply} canVote={loggedIn} />
      <div className={styles.replyMain}>
        {reply.hiddenPendingReview && <HiddenPendingReview />}
        {reply.isBest && <BestAnswerLabel />}
        {editing ? (
          <ReplyEditor
            target={target}
            id={reply.id}
            text={reply.text}
            invalidates={[repliesPath(reply.parentKind, reply.parentId), `/${target}/${reply.id}/revisions`]}
            onDone={() => setEditing(false)}
          />
        ) : (
          <PostText
            lines="breaks"
            links={reply.linksPlain ? 'plain' : 'live'}
            text={reply.text}
            className={styles.text}
          />
        )}
        <div className={styles.replyFooter}>
          <div className={styles.replyByline}>
            <Byline byline={reply} />
            <EditedLabel path={target} id={reply.id} editedAt={reply.editedAt} />
          </div>
          <div className={styles.replyActions}>
            {loggedIn && reply.isOwn && !editing && <EditButton noun={noun} onClick={() => setEditing(true)} />}
            {onBestAnswerChanged && (
              <BestAnswerButton
                questionId={reply.parentId}
                answerId={reply.id}
                isBest={reply.isBest}
                onChanged={onBestAnswerChanged}
              />
            )}
            {reply.isOwn && !editing && (
              <DeleteReplyControl
                target={target}
                id={reply.id}
                listKey={repliesPath(reply.parentKind, reply.parentId)}
              />
            )}
            <ReportLink target={target} id={reply.id} noun={noun} reportedBefore={reply.reportedByMe} />
            <BlockLink target={target} id={reply.id} name={reply.authorName} item={reply} />
          </div>
        </div>
      </div>
    </article>
  );
}
