import { BLOCKLIST_KINDS, type BlocklistKind, HOLD_MESSAGES } from '@contracts/holds';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import tableStyles from '../../../components/data-table.module.css';
import { EmptyState } from '../../../components/empty-state';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { AdminResourceView, AdminScreenHeader } from '../../../components/admin-screen';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { useAdminResource } from '../../../lib/use-admin-resource';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { addBlocklistEntry, getBlocklist, removeBlocklistEntry } from '../api/held-items';
import styles from './review-queue.module.css';

const TOAST_ID = 'blocklist';
const KIND_NAMES: Record<BlocklistKind, string> = { word: 'Word', domain: 'Domain' };

/** The blocklist in the Admin Area (/admin/blocklist): words and domains whose use holds an item for review. */
export default function Blocklist() {
  const state = useAdminResource('/admin/blocklist', getBlocklist);
  const heading = useRef<HTMLHeadingElement>(null);
  const [kind, setKind] = useState<BlocklistKind>('word');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const write = useServerWrite({
    run: (request: () => Promise<{ entries: unknown[] }>) => request(),
    // The list is read again, its rows greyed meanwhile, as after an entry added or removed before.
    invalidates: [{ reload: state.key }],
    toast: 'none',
    onFailure: (error) => notify.error(errorMessage(error), { id: TOAST_ID }),
  });

  async function add(event: FormEvent) {
    event.preventDefault();
    const outcome = await write.submit(() => addBlocklistEntry({ kind, value, reason }));
    if (!outcome.ok) return;
    // Cleared only once saved: a refused entry keeps what was typed.
    setValue('');
    setReason('');
    notify.success(HOLD_MESSAGES.blocklistAdded, { id: TOAST_ID });
  }

  async function remove(id: string) {
    const outcome = await write.submit(() => removeBlocklistEntry(id));
    if (!outcome.ok) return;
    notify.success(HOLD_MESSAGES.blocklistRemoved, { id: TOAST_ID });
    requestAnimationFrame(() => heading.current?.focus());
  }

  return (
    <>
      <AdminScreenHeader
        title="Blocklist"
        intro="Words and domains that hold a post or reply for review, whoever writes it. Say why each is here."
        headingRef={heading}
      />
      <form className={styles.form} onSubmit={(event) => void add(event)}>
        <Field label="Kind">
          {(control) => (
            <select
              {...control}
              className={inputClassName}
              value={kind}
              onChange={(e) => setKind(e.target.value as BlocklistKind)}
            >
              {BLOCKLIST_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_NAMES[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Word or domain">
          {(control) => (
            <input {...control} className={inputClassName} value={value} onChange={(e) => setValue(e.target.value)} />
          )}
        </Field>
        <Field label="Reason">
          {(control) => (
            <input {...control} className={inputClassName} value={reason} onChange={(e) => setReason(e.target.value)} />
          )}
        </Field>
        <Button type="submit" variant="primary" disabled={write.pending}>
          Add
        </Button>
      </form>
      <AdminResourceView resource={state} notAllowed="Only administrators can keep the blocklist.">
        {({ entries }) =>
          entries.length === 0 ? (
            <EmptyState icon={ShieldCheck} text="The blocklist is empty." />
          ) : (
            <DataTable caption="The blocklist" columns={['Word or domain', 'Kind', 'Reason', 'Added']} actions>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row" className={tableStyles.primary}>
                    {entry.value}
                  </th>
                  <td data-label="Kind">{KIND_NAMES[entry.kind]}</td>
                  <td data-label="Reason">{entry.reason}</td>
                  <td data-label="Added">
                    <time dateTime={entry.addedAt}>{formatDateTime(entry.addedAt)}</time>
                  </td>
                  <td className={tableStyles.actions}>
                    <Button
                      variant="secondary"
                      disabled={write.pending}
                      onClick={() => void remove(entry.id)}
                      aria-label={`Remove ${entry.value} from the blocklist`}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </AdminResourceView>
    </>
  );
}
