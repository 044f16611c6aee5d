import { DELETED_BY_AUTHOR, removedByItsAuthor } from '@contracts/author-deletions';
import type { PostKind } from '@contracts/content';
import { crisisTopicsIn } from '@contracts/crisis';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { AdSlot } from '../../features/ads/components/ad-slot';
import { useBeingDeleted } from '../../features/author-deletions';
import { BookAdBlock } from '../../features/ads/components/book-ad-block';
import { LoadError } from '../../components/load-error';
import { CrisisBanner } from '../../features/crisis/components/crisis-banner';
import { DetailSkeleton } from '../../features/content/components/detail-skeleton';
import { PostDetail } from '../../features/content/components/post-detail';
import { usePost } from '../../features/content/hooks/use-post';
import { KINDS, parseId } from '../../features/content/kinds';
import { Conversation } from '../../features/conversations/components/conversation';
import { UnsentReply } from '../../features/conversations/components/unsent-reply';
import { QuestionOfTheDayOnQuestion } from '../../features/qotd/components/question-of-the-day';
import { type Crumb, crumbsFromState } from '../../lib/breadcrumbs';
import { BreadcrumbBar } from '../../components/breadcrumb-bar';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './content.module.css';

// The author's form loads once they choose Edit: a reader of the post never downloads it.
const EditPostForm = lazy(() =>
  import('../../features/posting/components/edit-post-form').then((m) => ({ default: m.EditPostForm })),
);

/** The levels above a post: those its link carried, else the list of its kind. */
function useParentCrumbs(kind: PostKind): Crumb[] {
  const carried = crumbsFromState(useLocation().state);
  const { listPath, heading } = KINDS[kind];
  return carried ?? [{ path: listPath, title: heading }];
}

/**
 * What a post deleted by its author leaves, whether the reader had it open or comes to it later: a word in
 * its place, and the reply they had not sent.
 */
function RemovedByAuthor({ kind, id }: { kind: PostKind; id: number }) {
  return (
    <section className={styles.removed} aria-labelledby="post-title">
      {/* Announced where it appears: the page changed under the reader without their asking. */}
      <div role="status">
        <h1 id="post-title">{removedByItsAuthor(kind)}</h1>
      </div>
      <UnsentReply kind={kind} postId={id} />
    </section>
  );
}

function LoadedPost({ kind, id }: { kind: PostKind; id: number }) {
  const state = usePost(kind, id);
  const parents = useParentCrumbs(kind);
  const beingDeleted = useBeingDeleted(kind, id);
  // The author's form replaces the post while they edit it; the conversation stays below.
  const [editing, setEditing] = useState(false);
  // A post its author deleted (kept for its replies) is titled by what its place says.
  const title =
    state.status === 'found'
      ? state.value.deletedAt
        ? DELETED_BY_AUTHOR
        : state.value.title
      : state.status === 'not-found' && state.deletedByAuthor
        ? removedByItsAuthor(kind)
        : undefined;
  useDocumentTitle(title);

  switch (state.status) {
    case 'loading':
      return <DetailSkeleton />;
    case 'not-found':
      // Its author is deleting it here: the delete's answer leads on to the list. Deleted by its author (while
      // open elsewhere, or before this visit): the reader is told so in place, with what they were writing.
      if (beingDeleted) return <DetailSkeleton />;
      return state.deletedByAuthor ? <RemovedByAuthor kind={kind} id={id} /> : <Navigate to={paths.notFound} replace />;
    case 'failed':
      return <LoadError message={state.error} onRetry={state.reload} />;
    case 'found': {
      const crisisTopics = crisisTopicsIn(state.value.title, state.value.body);
      return (
        <>
          <BreadcrumbBar parents={parents} current={title ?? ''} className={styles.breadcrumb} />
          {kind === 'qnas' && <QuestionOfTheDayOnQuestion questionId={id} placement="badge" />}
          <CrisisBanner topics={crisisTopics} className={styles.readingColumn} />
          {editing && state.value.isOwn && !state.value.deletedAt ? (
            <Suspense fallback={<DetailSkeleton />}>
              <EditPostForm post={state.value} onDone={() => setEditing(false)} />
            </Suspense>
          ) : (
            <PostDetail post={state.value} onEdit={() => setEditing(true)} />
          )}
          {kind === 'books' && !state.value.deletedAt && (
            <BookAdBlock media={state.value.media} title={state.value.title} />
          )}
          <AdSlot />
          <Conversation
            kind={kind}
            postId={id}
            postMentionsCrisis={crisisTopics.length > 0}
            closed={state.value.deletedAt !== undefined}
          />
          {kind === 'qnas' && <QuestionOfTheDayOnQuestion questionId={id} placement="card" />}
        </>
      );
    }
  }
}

/** A post's page; a missing, non-numeric or unknown id goes to /404. */
function DetailPage({ kind }: { kind: PostKind }) {
  const id = parseId(useParams().id);
  if (id === null) return <Navigate to={paths.notFound} replace />;
  return (
    <div className={styles.page}>
      <LoadedPost key={`${kind}-${id}`} kind={kind} id={id} />
    </div>
  );
}

export const ArticleRoute = () => <DetailPage kind="articles" />;
export const BookRoute = () => <DetailPage kind="books" />;
export const VideoRoute = () => <DetailPage kind="videos" />;
export const QuestionRoute = () => <DetailPage kind="qnas" />;
