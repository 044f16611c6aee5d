import type { PostDetail } from '@contracts/content';
import { isExternalLink } from '@contracts/media-links';
import { ExternalLink } from './external-link';
import styles from './post-detail.module.css';

const VIDEO_EMBED = 'https://www.youtube-nocookie.com/embed/';
const BOOK_PREVIEW = 'https://read.amazon.com/kp/card';

export const videoEmbedUrl = (id: string) => VIDEO_EMBED + encodeURIComponent(id);
export const bookPreviewUrl = (id: string) => `${BOOK_PREVIEW}?asin=${encodeURIComponent(id)}&preview=inline`;

interface MediaFrameProps {
  kind: 'videos' | 'books';
  /** The stored value: a video or bookstore id, or a link. */
  media: string;
  /** Names the frame for screen readers, e.g. the post's title. */
  title: string;
}

/** The video player (560x315) or the book preview (336x550); an external link when the value holds "http". */
export function MediaFrame({ kind, media, title }: MediaFrameProps) {
  if (isExternalLink(media)) {
    return (
      <p className={styles.link}>
        <span className={styles.linkLabel}>Link:</span> <ExternalLink value={media} />
      </p>
    );
  }

  if (kind === 'videos') {
    return (
      <div className={styles.video}>
        <iframe
          src={videoEmbedUrl(media)}
          title={`Video: ${title}`}
          width={560}
          height={315}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      </div>
    );
  }

  return (
    <div className={styles.book}>
      <iframe
        src={bookPreviewUrl(media)}
        title={`Book preview: ${title}`}
        width={336}
        height={550}
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </div>
  );
}

/** The video player, the book preview or the article's shared link. */
export function PostMedia({ post }: { post: PostDetail }) {
  const media = post.media?.trim();
  if (!media) return null;

  if (post.kind === 'articles' || post.kind === 'qnas') {
    return (
      <p className={styles.link}>
        <span className={styles.linkLabel}>{post.kind === 'articles' ? 'Shared link:' : 'Link:'}</span>{' '}
        <ExternalLink value={media} />
      </p>
    );
  }

  return <MediaFrame kind={post.kind} media={media} title={post.title} />;
}
