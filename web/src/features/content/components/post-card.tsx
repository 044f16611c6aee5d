import type { PostSummary } from '@contracts/content';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { countLabel, KINDS } from '../kinds';
import { Byline } from './byline';
import styles from './post-list.module.css';

export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className={styles.card}>
      <h2 className={styles.title}>
        <Link to={KINDS[post.kind].detailPath(post.id)}>{post.title}</Link>
      </h2>
      <Byline byline={post} />
      <p className={styles.count}>
        <MessageCircle size={16} aria-hidden />
        {countLabel(post.kind, post.replyCount)}
      </p>
    </article>
  );
}
