import styles from './skeleton.module.css';

interface SkeletonProps {
  /** CSS width, e.g. "60%". */
  width?: string;
  height?: string;
  className?: string;
}

/** A grey placeholder block shown where content is still loading. */
export function Skeleton({ width = '100%', height = '1em', className }: SkeletonProps) {
  return (
    <span
      className={className ? `${styles.skeleton} ${className}` : styles.skeleton}
      style={{ width, height }}
      aria-hidden
    />
  );
}
