import {
  ADMIN_MESSAGE_KINDS,
  ADMIN_MESSAGES_PAGE_SIZE,
  type AdminMessage,
  type AdminMessageKind,
} from '@contracts/admin-messages';
import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { EmptyState } from '../../../components/empty-state';
import { AdminResourceView, AdminScreenHeader } from '../../../components/admin-screen';
import { useAdminResource } from '../../../lib/use-admin-resource';
import { Pager, pageFrom } from '../../content';
import { getAdminMessages, markAdminMessageRead } from '../api/admin-messages';
import styles from './admin-messages.module.css';
import { MessageCard } from './message-card';

const FILTERS: readonly { kind: AdminMessageKind | null; label: string }[] = [
  { kind: null, label: 'All' },
  { kind: 'contact', label: 'Contact Us' },
  { kind: 'expert', label: 'Experts page' },
  { kind: 'bug', label: 'Bug reports' },
];

const kindFrom = (value: string | null): AdminMessageKind | null =>
  ADMIN_MESSAGE_KINDS.find((kind) => kind === value) ?? null;

/** Messages in the Admin Area (/admin/messages): Contact Us and Experts page messages and bug reports, newest first. */
export default function AdminMessages() {
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = kindFrom(searchParams.get('kind'));
  const page = pageFrom(searchParams.get('page'));
  const state = useAdminResource(`/admin/messages?kind=${kind}&page=${page}`, (signal) =>
    getAdminMessages(kind, page, signal),
  );
  const reading = useServerWrite({
    run: (message: AdminMessage) => markAdminMessageRead(message.id),
    // The message shows as read and the count as answered, without asking again.
    updates: ({ unread }, message) => [
      state.answer((data) => ({
        ...data,
        unread,
        messages: data.messages.map((m) => (m.id === message.id ? { ...m, read: true } : m)),
      })),
    ],
    invalidates: [],
  });

  const show = (next: { kind?: AdminMessageKind | null; page?: number }) => {
    const nextKind = next.kind === undefined ? kind : next.kind;
    setSearchParams({
      ...(nextKind ? { kind: nextKind } : {}),
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    });
  };

  return (
    <>
      <AdminScreenHeader
        title="Messages"
        intro="What visitors and members sent through Contact Us, the Experts page and Report a Bug, newest first."
      />
      <div className={styles.filters} role="group" aria-label="Show">
        {FILTERS.map((filter) => (
          <button
            key={filter.label}
            type="button"
            className={styles.filter}
            aria-pressed={filter.kind === kind}
            onClick={() => show({ kind: filter.kind, page: 1 })}
          >
            {filter.label}
          </button>
        ))}
      </div>
      <AdminResourceView resource={state} notAllowed="Only administrators can read the messages.">
        {({ messages, total, unread }) =>
          messages.length === 0 ? (
            <EmptyState icon={Inbox} text="No messages." />
          ) : (
            <>
              <p className={styles.count} aria-live="polite">
                {unread === 0 ? 'All read.' : `${unread} unread.`}
              </p>
              <div className={styles.list}>
                {messages.map((message) => (
                  <MessageCard
                    key={message.id}
                    message={message}
                    busy={reading.running?.id === message.id}
                    onRead={(m) => void reading.submit(m)}
                  />
                ))}
              </div>
              {total > ADMIN_MESSAGES_PAGE_SIZE && (
                <div className={styles.pager}>
                  <Pager
                    page={page}
                    pageCount={Math.ceil(total / ADMIN_MESSAGES_PAGE_SIZE)}
                    onChange={(next) => show({ page: next })}
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
