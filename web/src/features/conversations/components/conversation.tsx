import type { AnswerList } from '@contracts/best-answers';
import type { PostKind, Reply } from '@contracts/content';
import { crisisTopicsIn } from '@contracts/crisis';
import { useState } from 'react';
import { freshItemClassName, NewItemsControl, newItemsText, useFocusOnReveal } from '../../../components/new-items';
import { useLiveNotice } from '../../../lib/live/use-live-notice';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { Loading } from '../../../components/loading';
import { LoadError } from '../../../components/load-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { BlockedItem, isBlocked, useBlockList, useBlocksSettled } from '../../blocks';
import { CrisisBanner } from '../../crisis';
import { EMPTY_TEXTS } from '../../content';
import { WatchOffer } from '../../watching';
import { getReplies } from '../api/get-replies';
import { useHeldReplies } from '../hooks/use-held-replies';
import { repliesKey, repliesPath, replyTarget } from '../targets';
import { ReplyCard } from './reply-card';
import { ReplyForm } from './reply-form';
import { UnsentReply } from './unsent-reply';
import styles from './conversation.module.css';

/** The best answer first, then highest vote; equal ones keep the server's order (oldest first). */
const byBestThenVote = (a: Reply, b: Reply) => Number(b.isBest) - Number(a.isBest) || b.vote - a.vote;

interface RepliesProps {
  kind: PostKind;
  postId: number;
  loggedIn: boolean;
  /** The post above already shows the crisis banner, so its replies need not repeat it. */
  postMentionsCrisis: boolean;
  /** Its author deleted the post: its replies stay readable, and no new one is taken. */
  closed?: boolean;
}

function Replies({ kind, postId, loggedIn, postMentionsCrisis, closed = false }: RepliesProps) {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  // The viewer's own votes are part of the answer: asked once the session is known, not twice.
  const sessionLoaded = useSessionStore((state) => state.loaded);
  const { data, error, loading, reload } = useServerData(
    repliesKey(kind, postId, uid),
    (signal) => getReplies(kind, postId, signal),
    { enabled: sessionLoaded },
  );
  // Another reader's answer, vote or removal: the list is asked again behind what it shows.
  useLiveNotice('replies', (notice) =>
    notice.postKind === kind && notice.postId === postId ? [repliesPath(kind, postId)] : undefined,
  );
  // A change of the best answer replies with the answers as they now stand: shown until the next load.
  const [chosen, setChosen] = useState<{ answers: AnswerList; basis: typeof data }>();
  const current = chosen && chosen.basis === data ? chosen.answers : data;
  const target = replyTarget(kind);
  const blocks = useBlockList();
  const { visible, held, reveal, fresh } = useHeldReplies(current?.items, (reply) => isBlocked(blocks, reply));
  // Until the reader's blocks are at hand, what they blocked is not shown even for a moment.
  const blocksSettled = useBlocksSettled();
  const replies = [...visible].sort(byBestThenVote);
  const listRef = useFocusOnReveal<HTMLUListElement>(fresh);
  const refresh = () => {
    setChosen(undefined);
    reload();
  };
  const noun = target === 'answers' ? 'answer' : 'comment';
  // After answering a question they do not watch, the member is offered to watch it.
  const [answered, setAnswered] = useState(false);

  let list;
  if ((!current && (loading || !sessionLoaded)) || !blocksSettled) list = <Loading />;
  else if (error) list = <LoadError message={error} onRetry={refresh} />;
  else if (replies.length === 0)
    list = <p className={styles.empty}>{target === 'answers' ? EMPTY_TEXTS.answers : EMPTY_TEXTS.comments}</p>;
  else
    list = (
      <ul ref={listRef} className={styles.list}>
        {replies.map((reply) => (
          <li
            key={`${reply.id}-${reply.vote}-${reply.myVote}`}
            className={fresh.has(reply.id) ? freshItemClassName : undefined}
            tabIndex={fresh.has(reply.id) ? -1 : undefined}
          >
            <BlockedItem item={reply}>
              <ReplyCard
                target={target}
                reply={reply}
                loggedIn={loggedIn}
                onBestAnswerChanged={
                  current?.canMarkBest ? (answers) => setChosen({ answers, basis: data }) : undefined
                }
              />
            </BlockedItem>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={styles.conversation} aria-labelledby="conversation-title">
      <h2 id="conversation-title">{target === 'answers' ? 'Answers' : 'Comments'}</h2>
      {!postMentionsCrisis && <CrisisBanner topics={crisisTopicsIn(...replies.map((reply) => reply.text))} />}
      {list}
      <NewItemsControl text={newItemsText(held, noun)} onShow={reveal} />
      {answered && <WatchOffer question={{ kind: 'question', id: postId, title: '' }} />}
      {closed && loggedIn && <UnsentReply kind={kind} postId={postId} />}
      {!closed && (
        <ReplyForm
          kind={kind}
          postId={postId}
          loggedIn={loggedIn}
          onAdded={() => {
            if (target === 'answers') setAnswered(true);
            // The list itself is read again by the write's declaration; the best answer just chosen gives way to it.
            setChosen(undefined);
          }}
        />
      )}
    </section>
  );
}

/** The comments (or a question's answers) under a post, with the form to add one. */
export function Conversation({ kind, postId, postMentionsCrisis, closed }: Omit<RepliesProps, 'loggedIn'>) {
  const user = useSessionStore((state) => state.user);
  // Reloaded when the reader logs in or out, so that their own votes show.
  return (
    <Replies
      key={user?.uid ?? 'guest'}
      kind={kind}
      postId={postId}
      loggedIn={user !== null}
      postMentionsCrisis={postMentionsCrisis}
      closed={closed}
    />
  );
}
