import type { AuditFilter } from '@contracts/admin-data';
import { History } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../lib/paths';
import { AdminResourceView, AdminScreenHeader } from '../../../components/admin-screen';
import { useAdminResource } from '../../../lib/use-admin-resource';
import { getAuditEvents, getProjections } from '../api/admin-data';
import styles from './event-history.module.css';
import { EventFilters } from './event-filters';
import { EventRow } from './event-row';

const FILTER_KEYS = ['stream', 'type', 'actor', 'from', 'to', 'before'] as const;

/** The filters as the URL holds them, so that a link (e.g. from a post's page) opens a filtered history. */
function filterFrom(params: URLSearchParams): AuditFilter {
  const filter: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filter[key] = value;
  }
  return filter as AuditFilter;
}

/** Event history in the Admin Area (/admin/events): every recorded event, newest first, filtered. */
export default function EventHistory() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFrom(searchParams);
  const events = useAdminResource(`/admin/events?${searchParams.toString()}`, (signal) =>
    getAuditEvents(filter, signal),
  );
  const types = useAdminResource('/admin/projections', getProjections);

  const apply = (next: AuditFilter) =>
    setSearchParams(
      Object.fromEntries(
        Object.entries(next).filter(([key, value]) => key !== 'before' && value !== undefined && value !== ''),
      ) as Record<string, string>,
    );

  return (
    <>
      <AdminScreenHeader
        title="Event history"
        intro="Every change the site recorded, with who made it and when, newest first. Filter by item, kind of change, person or time."
      />
      <EventFilters
        key={searchParams.toString()}
        filter={filter}
        eventTypes={types.status === 'loaded' ? types.data.eventTypes : []}
        onApply={apply}
      />
      <AdminResourceView
        resource={events}
        notAllowed="Only administrators can read the event history."
        back={{ to: paths.adminEvents(), label: 'All events' }}
      >
        {({ events: list, next }) =>
          list.length === 0 ? (
            <EmptyState icon={History} text="No events match." />
          ) : (
            <>
              <ol className={styles.list} aria-label="Events, newest first">
                {list.map((event) => (
                  <EventRow key={event.id} event={event} />
                ))}
              </ol>
              <div className={styles.more}>
                {filter.before && (
                  <Button variant="secondary" onClick={() => apply({ ...filter, before: undefined })}>
                    Newest
                  </Button>
                )}
                {next && (
                  <Button
                    variant="secondary"
                    onClick={() => setSearchParams({ ...Object.fromEntries(searchParams), before: next })}
                  >
                    Older events
                  </Button>
                )}
              </div>
            </>
          )
        }
      </AdminResourceView>
    </>
  );
}
