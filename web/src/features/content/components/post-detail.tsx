import { POST_API_PATHS, type PostDetail as PostDetailData } from '@contracts/content';
import { paragraphs } from '@contracts/paragraphs';
import { postStreamName } from '@contracts/post-streams';
import { EventHistoryLink } from '../../../components/event-history-link';
import { BookmarkButton } from '../../bookmarks';
import { ReportLink } from '../../moderation';
import { UnmaskAuthor } from '../../pseudonyms';
import { WatchButton } from '../../watching';
import { Byline } from './byline';
import { CategoryLinks } from './category-links';
import { PostMedia } from './post-media';
import { TagChips } from './tag-chips';
import styles from './post-detail.module.css';
import './article-serif.css';

const REPORT_NOUNS = { articles: 'article', books: 'book', videos: 'video', qnas: 'question' } as const;

export function PostDetail({ post }: { post: PostDetailData }) {
  const mediaFirst = post.kind === 'videos' || post.kind === 'books';
  return (
    <article className={styles.post} aria-labelledby="post-title">
      <header className={styles.header}>
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
        <Byline byline={post} />
      </header>
      {mediaFirst && <PostMedia post={post} />}
      <div className={post.kind === 'articles' ? `${styles.body} ${styles.long}` : styles.body}>
        {paragraphs(post.body).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {!mediaFirst && <PostMedia post={post} />}
      <TagChips tags={post.tags} />
      <CategoryLinks ids={post.categories} />
      <div className={styles.footer}>
        <EventHistoryLink stream={postStreamName(post.kind, post.id)} />
        {post.pseudonymous && <UnmaskAuthor kind={post.kind} id={post.id} />}
        <ReportLink target={POST_API_PATHS[post.kind]} id={post.id} noun={REPORT_NOUNS[post.kind]} />
      </div>
    </article>
  );
}
