import type { HeldItem } from '@contracts/holds';
import { ShieldCheck } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import tableStyles from '../../../components/data-table.module.css';
import { EmptyState } from '../../../components/empty-state';
import { AdminResourceView, AdminScreenHeader } from '../../../components/admin-screen';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { useAdminResource } from '../../../lib/use-admin-resource';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { REPORTED_KIND_LABELS, ReportsQueue } from '../../moderation';
import { StopMemberControl } from '../../user-management';
import { getHeldItems, reviewHeldItem } from '../api/held-items';
import styles from './review-queue.module.css';

const TOAST_ID = 'review-queue';

interface Decision {
  item: HeldItem;
  decision: 'approve' | 'reject';
}

const isGoneOrTaken = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 404 || error.status === 409);

const nameOf = (item: HeldItem) => item.title ?? item.text.slice(0, 60);

/**
 * The review queue in the Admin Area (/admin/review), one place for what waits for a moderator: the held items, with
 * why, approved or rejected (or their author stopped), then what members reported, hidden or not.
 */
export default function ReviewQueue() {
  const state = useAdminResource('/admin/held-items', getHeldItems);
  const heading = useRef<HTMLHeadingElement>(null);
  const reportsHeading = useRef<HTMLHeadingElement>(null);
  const reportsHeadingId = useId();
  const review = useServerWrite({
    run: ({ item, decision }: Decision) => reviewHeldItem(decision, item.kind, item.id),
    toast: 'none',
    // The item leaves the queue as answered; the Admin Area's counts are read again.
    updates: (_answer, { item }) => [
      state.answer((queue) => ({
        items: queue.items.filter((i) => !(i.kind === item.kind && i.id === item.id)),
      })),
    ],
    invalidates: () => ['/admin/summary'],
    // Reviewed meanwhile by another administrator, or its post is gone: the queue is read again.
    invalidatesOnFailure: (error) => (isGoneOrTaken(error) ? [{ reload: state.key }] : []),
    onSuccess: ({ message }) => {
      notify.success(message, { id: TOAST_ID });
      requestAnimationFrame(() => heading.current?.focus());
    },
    onFailure: (error) => {
      if (isGoneOrTaken(error)) notify.info(error.message, { id: TOAST_ID });
      else notify.error(errorMessage(error), { id: TOAST_ID });
    },
  });
  const busy = review.running?.item ?? null;

  return (
    <>
      <AdminScreenHeader
        title="Review Queue"
        intro="Posts and replies held before they show: links from new members, more than a new member's daily share, look-alike posts, posts typed implausibly fast, or a blocklist word. Approve to publish, reject to keep it hidden, or stop a spammer: they can no longer post, and everything of theirs is hidden until you undo it in User Management. The thresholds are in src/contracts/trust-levels.ts."
        headingRef={heading}
      />
      <AdminResourceView resource={state} notAllowed="Only administrators can review held items.">
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState icon={ShieldCheck} text="Nothing is waiting for review." />
          ) : (
            <DataTable caption="Held items, oldest first" columns={['Held item', 'Why', 'Author', 'Held']} actions>
              {items.map((item) => {
                const name = nameOf(item);
                const waiting = busy !== null && busy.kind === item.kind && busy.id === item.id;
                return (
                  <tr key={`${item.kind}-${item.id}`}>
                    <th scope="row" className={tableStyles.primary}>
                      <span className={styles.kind}>{REPORTED_KIND_LABELS[item.kind]}</span>
                      {item.title && <span className={styles.title}>{item.title}</span>}
                      <span className={styles.text}>{item.text}</span>
                    </th>
                    <td data-label="Why">
                      <ul className={styles.reasons}>
                        {item.reasons.map((reason) => (
                          <li key={reason}>{reason}</li>
                        ))}
                      </ul>
                    </td>
                    <td data-label="Author">
                      {item.author.name}
                      {item.author.level && <span className={styles.level}> ({item.author.level})</span>}
                    </td>
                    <td data-label="Held">
                      <time dateTime={item.heldAt}>{formatDateTime(item.heldAt)}</time>
                    </td>
                    <td className={tableStyles.actions}>
                      {/* Not for an item under a pseudonym: the stop would say who wrote it. */}
                      {item.author.id !== null && (
                        <StopMemberControl
                          uid={item.author.id}
                          name={item.author.name}
                          stopped={false}
                          invalidates={['/admin/summary', { reload: state.key }]}
                        />
                      )}
                      <Button
                        variant="secondary"
                        disabled={waiting}
                        onClick={() => void review.submit({ item, decision: 'reject' })}
                        aria-label={`Reject ${name}`}
                      >
                        Reject
                      </Button>
                      <Button
                        variant="primary"
                        disabled={waiting}
                        onClick={() => void review.submit({ item, decision: 'approve' })}
                        aria-label={`Approve ${name}`}
                      >
                        Approve
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </DataTable>
          )
        }
      </AdminResourceView>
      <section aria-labelledby={reportsHeadingId} className={styles.reports}>
        <h2 id={reportsHeadingId} ref={reportsHeading} tabIndex={-1} className={styles.sectionHeading}>
          Reported by members
        </h2>
        <p className={styles.sectionIntro}>
          Comments, answers and posts that members reported, newest first. What several members reported is hidden until
          you restore or remove it.
        </p>
        <ReportsQueue headingRef={reportsHeading} />
      </section>
    </>
  );
}
