import { QOTD_PAGE_SIZE, type QotdEntry, type QotdEntryPage } from '@contracts/qotd';
import { ListChecks } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { AdminResourceView, AdminScreenHeader } from '../../../components/admin-screen';
import { useAdminResource } from '../../../lib/use-admin-resource';
import { Pager, pageFrom } from '../../content';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { activateQotd, getQotdEntries, setQotdAvailability } from '../api/qotd-entries';
import { QotdTable } from './qotd-table';
import styles from './qotd-management.module.css';

const TOAST_ID = 'qotd';

interface Change {
  entry: QotdEntry;
  request: () => Promise<QotdEntryPage>;
  done: string;
}

/** Question of the Day Management (/admin-qotd): which questions cycle, and which one is current. */
export function QotdManagement() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const state = useAdminResource(`/admin/qotd?page=${page}`, (signal) => getQotdEntries(page, signal));
  const changing = useServerWrite({
    run: (requested: Change) => requested.request(),
    toast: 'none',
    // The server answers with this page as it now is, which replaces the table.
    updates: (updated) => [state.answer(() => updated)],
    invalidates: [],
    onSuccess: (_updated, { done }) => notify.success(done, { id: TOAST_ID }),
    // The refusals are the server's own sentences, e.g. why the current question must stay in the cycle.
    onFailure: (error) => notify.error(errorMessage(error), { id: TOAST_ID }),
  });
  const busyId = changing.running?.entry.id ?? null;

  async function change(entry: QotdEntry, request: () => Promise<QotdEntryPage>, done: string) {
    if (!changing.pending) await changing.submit({ entry, request, done });
  }

  const cycle = (entry: QotdEntry, available: boolean) =>
    void change(
      entry,
      () => setQotdAvailability(entry.id, available, page),
      available ? `“${entry.title}” is in the cycle.` : `“${entry.title}” left the cycle.`,
    );
  const activate = (entry: QotdEntry) =>
    void change(entry, () => activateQotd(entry.id, page), `“${entry.title}” is now the question of the day.`);

  return (
    <>
      <AdminScreenHeader
        title="Question of the Day Management"
        intro="Questions in the cycle take turns as the question of the day, one a day, the least used first. The current question stays in the cycle until another one is made active."
      />
      <AdminResourceView resource={state} notAllowed="Only administrators can manage the question of the day.">
        {({ entries, total }) =>
          total === 0 ? (
            <EmptyState
              icon={ListChecks}
              text="No questions yet."
              action={{ to: paths.ask, label: 'Ask a Question' }}
            />
          ) : (
            <>
              <QotdTable entries={entries} busyId={busyId} onCycle={cycle} onActivate={activate} />
              {total > QOTD_PAGE_SIZE && (
                <div className={styles.pager}>
                  <Pager
                    page={page}
                    pageCount={Math.ceil(total / QOTD_PAGE_SIZE)}
                    onChange={(next) => setSearchParams({ page: String(next) })}
                  />
                </div>
              )}
            </>
          )
        }
      </AdminResourceView>
    </>
  );
}
