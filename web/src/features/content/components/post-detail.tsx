import { DELETED_BY_AUTHOR } from '@contracts/author-deletions';
import { POST_API_PATHS, type PostDetail as PostDetailData } from '@contracts/content';
import { postStreamName } from '@contracts/post-streams';
import { EventHistoryLink } from '../../../components/event-history-link';
import { PostText } from '../../../components/post-text';
import { DeletePostControl } from '../../author-deletions';
import { BlockedItem, BlockLink } from '../../blocks';
import { BookmarkButton } from '../../bookmarks';
import { EditButton, EditedLabel } from '../../editing';
import { HiddenPendingReview, ReportLink } from '../../moderation';
import { UnmaskAuthor } from '../../pseudonyms';
import { WatchButton } from '../../watching';
import { Byline } from './byline';
import { CategoryLinks } from './category-links';
import { PostMedia } from './post-media';
import { TagChips } from './tag-chips';
import styles from './post-detail.module.css';
import './article-serif.css';

const REPORT_NOUNS = { articles: 'article', books: 'book', videos: 'video', qnas: 'question' } as const;

/** A post its author deleted while it had replies: its place above them, without title, body or byline. */
function DeletedPost({ post }: { post: PostDetailData }) {
  return (
    <article className={styles.post} aria-labelledby="post-title">
      <header className={styles.header}>
        <h1 id="post-title" className={`${styles.title} ${styles.deleted}`}>
          {DELETED_BY_AUTHOR}
        </h1>
      </header>
      <div className={styles.footer}>
        <EventHistoryLink stream={postStreamName(post.kind, post.id)} />
      </div>
    </article>
  );
}

/** A post's page body; `onEdit` opens the author's form, offered to the author only. */
export function PostDetail({ post, onEdit }: { post: PostDetailData; onEdit?: () => void }) {
  if (post.deletedAt) return <DeletedPost post={post} />;
  return (
    <BlockedItem item={post} className={styles.post}>
      <PostBody post={post} onEdit={onEdit} />
    </BlockedItem>
  );
}

function PostBody({ post, onEdit }: { post: PostDetailData; onEdit?: () => void }) {
  const mediaFirst = post.kind === 'videos' || post.kind === 'books';
  return (
    <article className={styles.post} aria-labelledby="post-title">
      <header className={styles.header}>
        {post.hiddenPendingReview && <HiddenPendingReview />}
        <div className={styles.titleRow}>
          <h1 id="post-title" className={styles.title}>
            {post.title}
          </h1>
          <BookmarkButton item={{ type: post.kind, id: post.id, title: post.title }} className={styles.bookmark} />
        </div>
        {post.kind === 'qnas' && (
          <div className={styles.watch}>
            <WatchButton subject={{ kind: 'question', id: post.id, title: post.title }} />
          </div>
        )}
        <div className={styles.bylineRow}>
          <Byline byline={post} />
          <EditedLabel path={POST_API_PATHS[post.kind]} id={post.id} editedAt={post.editedAt} />
        </div>
      </header>
      {mediaFirst && <PostMedia post={post} />}
      <PostText
        lines="paragraphs"
        links={post.linksPlain ? 'plain' : 'live'}
        text={post.body}
        className={post.kind === 'articles' ? `${styles.body} ${styles.long}` : styles.body}
      />
      {!mediaFirst && <PostMedia post={post} />}
      <TagChips tags={post.tags} />
      <CategoryLinks ids={post.categories} />
      <div className={styles.footer}>
        {post.isOwn && onEdit && <EditButton noun={REPORT_NOUNS[post.kind]} onClick={onEdit} />}
        <EventHistoryLink stream={postStreamName(post.kind, post.id)} />
        {post.isOwn && <DeletePostControl kind={post.kind} id={post.id} replyCount={post.replyCount} />}
        {post.pseudonymous && <UnmaskAuthor kind={post.kind} id={post.id} />}
        <ReportLink
          target={POST_API_PATHS[post.kind]}
          id={post.id}
          noun={REPORT_NOUNS[post.kind]}
          reportedBefore={post.reportedByMe}
        />
        <BlockLink target={POST_API_PATHS[post.kind]} id={post.id} name={post.authorName} item={post} />
      </div>
    </article>
  );
}
