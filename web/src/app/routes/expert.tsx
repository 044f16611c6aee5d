import { Navigate, useParams } from 'react-router-dom';
import { DetailSkeleton } from '../../features/content/components/detail-skeleton';
import { LoadError } from '../../components/load-error';
import { useSessionStore } from '../../lib/session/session-store';
import { getExpert, expertKey } from '../../features/experts/api/get-expert';
import { ExpertProfile } from '../../features/experts/components/expert-profile';
import { paths } from '../../lib/paths';
import { asLookup } from '../../lib/server-data/lookup';
import { useServerData } from '../../lib/server-data/use-server-data';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './content.module.css';

function LoadedExpert({ slug }: { slug: string }) {
  // Whether the viewer follows is part of the answer: it is asked once the session is known, and again at
  // login or logout.
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const sessionLoaded = useSessionStore((state) => state.loaded);
  const state = asLookup(
    useServerData(expertKey(slug, uid), (signal) => getExpert(slug, signal), { enabled: sessionLoaded }),
  );
  useDocumentTitle(state.status === 'found' ? state.value.username : undefined);

  switch (state.status) {
    case 'loading':
      return <DetailSkeleton />;
    case 'not-found':
      return <Navigate to={paths.notFound} replace />;
    case 'failed':
      return <LoadError message={state.error} onRetry={state.reload} />;
    case 'found':
      return <ExpertProfile key={`${state.value.slug}-${uid}`} expert={state.value} />;
  }
}

/** /expert/{slug}; /expert alone has no one to show, so it goes to the experts list. */
export function ExpertRoute() {
  const slug = useParams().slug;
  if (!slug) return <Navigate to={paths.experts} replace />;
  return (
    <div className={styles.page}>
      <LoadedExpert key={slug} slug={slug} />
    </div>
  );
}
