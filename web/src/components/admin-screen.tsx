import { CircleAlert, Lock } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { EmptyState } from './empty-state';
import { Skeleton } from './skeleton';
import { paths } from '../lib/paths';
import { LoadError } from './load-error';
import type { AdminResource } from '../lib/use-admin-resource';
import styles from './admin-screen.module.css';

interface AdminScreenHeaderProps {
  title: string;
  intro: string;
  /** The heading takes the focus when the row (and the button) the keyboard was on is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** An Admin Area screen's heading and one line on what an administrator does there. */
export function AdminScreenHeader({ title, intro, headingRef }: AdminScreenHeaderProps) {
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {title}
      </h1>
      <p className={styles.intro}>{intro}</p>
    </>
  );
}

function TableSkeleton() {
  return (
    <div role="status" aria-label="Loading" className={styles.skeleton}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height="2.75rem" />
      ))}
    </div>
  );
}

interface AdminResourceViewProps<T> {
  resource: AdminResource<T> & { reload: () => void };
  /** What someone the server turns away reads. */
  notAllowed: string;
  /** Where to go when what the screen asked for does not exist; the Admin Area unless given. */
  back?: { to: string; label: string };
  children: (data: T) => ReactNode;
}

const ADMIN_AREA = { to: paths.admin, label: 'Admin Area' };

/**
 * An admin table's place: rows of grey while it loads, the refusal, the data, or the failure: with
 * Try Again when the network or the server failed, with the way back when asking again cannot help.
 */
export function AdminResourceView<T>({ resource, notAllowed, back = ADMIN_AREA, children }: AdminResourceViewProps<T>) {
  switch (resource.status) {
    case 'loading':
      return <TableSkeleton />;
    case 'not-allowed':
      return <EmptyState icon={Lock} text={notAllowed} action={{ to: paths.account, label: 'My Account' }} />;
    case 'failed':
      if (!resource.retryable) return <EmptyState icon={CircleAlert} text={resource.error} action={back} />;
      return <LoadError message={resource.error} onRetry={resource.reload} />;
    case 'loaded':
      return children(resource.data);
  }
}
