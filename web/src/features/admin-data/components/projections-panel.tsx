import type { ProjectionStatus } from '@contracts/admin-data';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import tableStyles from '../../../components/data-table.module.css';
import { Modal } from '../../../components/modal';
import { formatDateTime } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { AdminResourceView } from '../../../components/admin-screen';
import { useAdminResource } from '../../../lib/use-admin-resource';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { getProjections, rebuildProjection } from '../api/admin-data';
import styles from './admin-data.module.css';

/** While a rebuild waits or runs, the status is asked for again this often. */
const POLL_MS = 1_000;

const rebuilding = (p: ProjectionStatus) =>
  p.rebuild !== null && p.rebuild.finishedAt === null && p.rebuild.error === null;

function state(p: ProjectionStatus): string {
  if (p.rebuild?.error) return `Rebuild failed: ${p.rebuild.error}`;
  if (p.rebuild && p.rebuild.startedAt === null) return 'Rebuild requested…';
  if (rebuilding(p)) return 'Rebuilding…';
  if (!p.caughtUp) return p.lagSeconds > 0 ? `Behind by ${p.lagSeconds} s` : 'Catching up';
  return 'Up to date';
}

/** Each projection's position and lag, with a Rebuild button. */
export function ProjectionsPanel() {
  const [tick, setTick] = useState(0);
  const status = useAdminResource(`/admin/projections#${tick}`, getProjections);
  const [confirming, setConfirming] = useState<string | null>(null);
  const rebuild = useServerWrite({
    run: rebuildProjection,
    // The status is asked again as on first load (its rows greyed meanwhile), then polled while it rebuilds.
    invalidates: () => [{ reload: status.key }],
    onSuccess: ({ message }) => notify.success(message),
  });
  const busy = rebuild.pending;
  const anyRebuilding =
    status.status === 'loaded' &&
    status.data.projections.some((p) => rebuilding(p) || (p.rebuild?.finishedAt && !p.caughtUp));

  useEffect(() => {
    if (!anyRebuilding) return;
    const timer = setTimeout(() => setTick((n) => n + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [anyRebuilding, tick]);

  async function rebuildNow(name: string) {
    await rebuild.submit(name);
    setConfirming(null);
  }

  return (
    <section aria-labelledby="projections">
      <h2 id="projections">Projections</h2>
      <AdminResourceView resource={status} notAllowed="Only administrators can see the projections.">
        {({ head, projections }) => (
          <>
            <p className={styles.head}>
              Event store head: <code>{head}</code>
            </p>
            <div className={styles.scroll}>
              <DataTable
                caption="Projections and their positions"
                columns={['Projection', 'Position', 'State', 'Last rebuild']}
                actions
              >
                {projections.map((p) => (
                  <tr key={p.name}>
                    <th scope="row" className={tableStyles.primary}>
                      {p.name}
                    </th>
                    <td data-label="Position">
                      <code>{p.position}</code>
                    </td>
                    <td data-label="State" aria-live="polite">
                      {state(p)}
                    </td>
                    <td data-label="Last rebuild">
                      {p.rebuild?.finishedAt
                        ? `${formatDateTime(p.rebuild.finishedAt)} (${p.rebuild.events ?? 0} events)`
                        : '—'}
                    </td>
                    <td className={tableStyles.actions}>
                      <Button
                        variant="secondary"
                        disabled={rebuilding(p)}
                        onClick={() => setConfirming(p.name)}
                        aria-label={`Rebuild ${p.name}`}
                      >
                        Rebuild
                      </Button>
                    </td>
                  </tr>
                ))}
              </DataTable>
            </div>
          </>
        )}
      </AdminResourceView>
      {confirming && (
        <Modal
          open
          onOpenChange={(open) => !open && !busy && setConfirming(null)}
          title={`Rebuild ${confirming}?`}
          closeLabel="Cancel"
          action={{ label: 'Rebuild', onClick: () => void rebuildNow(confirming), busy }}
        >
          <p>
            Its tables are emptied and every event is replayed into them, beside the live site. Until it has caught up,
            pages that read it may miss things.
          </p>
        </Modal>
      )}
    </section>
  );
}
