import type { PostSummary } from '@contracts/content';
import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BlockedItem } from '../../blocks';
import { BookmarkButton } from '../../bookmarks';
import { breadcrumbState, type Crumb } from '../../../lib/breadcrumbs';
import { KIND_ICONS } from '../kind-icons';
import { countLabel, KINDS } from '../kinds';
import { Byline } from './byline';
import styles from './post-list.module.css';

interface PostCardProps {
  post: PostSummary;
  /** The levels above the detail page it opens (the list it sits in); its kind's list by default. */
  parents?: Crumb[];
  /** Lists that mix kinds label each row with its kind. */
  showKind?: boolean;
  /** Shown below the byline, e.g. a search result's snippet. */
  children?: ReactNode;
}

export function PostCard({ post, parents, showKind = false, children }: PostCardProps) {
  const kind = KINDS[post.kind];
  const KindIcon = KIND_ICONS[post.kind];
  const trail = parents ?? [{ path: kind.listPath, title: kind.heading }];
  return (
    <BlockedItem item={post} look="card">
      <article className={styles.card}>
        {showKind && (
          <p className={styles.kind}>
            <KindIcon size={16} aria-hidden />
            {kind.singular}
          </p>
        )}
        <h2 className={styles.title}>
          <Link to={kind.detailPath(post.id)} state={breadcrumbState(trail)}>
            {post.title}
          </Link>
        </h2>
        <Byline byline={post} />
        {children}
        <div className={styles.footer}>
          <p className={styles.count}>
            <MessageCircle size={16} aria-hidden />
            {countLabel(post.kind, post.replyCount)}
          </p>
          <BookmarkButton item={{ type: post.kind, id: post.id, title: post.title }} />
        </div>
      </article>
    </BlockedItem>
  );
}
