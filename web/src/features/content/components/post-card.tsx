import type { PostSummary } from '@contracts/content';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BookmarkButton } from '../../bookmarks/components/bookmark-button';
import { breadcrumbState, type Crumb } from '../../shell/breadcrumbs';
import { countLabel, KINDS } from '../kinds';
import { Byline } from './byline';
import styles from './post-list.module.css';

interface PostCardProps {
  post: PostSummary;
  /** The levels above the detail page it opens (the list it sits in); its kind's list by default. */
  parents?: Crumb[];
}

export function PostCard({ post, parents }: PostCardProps) {
  const kind = KINDS[post.kind];
  const trail = parents ?? [{ path: kind.listPath, title: kind.heading }];
  return (
    <article className={styles.card}>
      <h2 className={styles.title}>
        <Link to={kind.detailPath(post.id)} state={breadcrumbState(trail)}>
          {post.title}
        </Link>
      </h2>
      <Byline byline={post} />
      <div className={styles.footer}>
        <p className={styles.count}>
          <MessageCircle size={16} aria-hidden />
          {countLabel(post.kind, post.replyCount)}
        </p>
        <BookmarkButton item={{ type: post.kind, id: post.id, title: post.title }} />
      </div>
    </article>
  );
}
