import { type AnonymousDraft, DRAFT_TTL_DAYS } from '@contracts/drafts';
import { Inbox } from 'lucide-react';
import { useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { AdminResourceView, AdminScreenHeader } from '../../../components/admin-screen';
import { useAdminResource } from '../../../lib/use-admin-resource';
import { getAnonymousDrafts } from '../api/get-anonymous-drafts';
import styles from './anonymous-content.module.css';
import { DeleteDraftDialog } from './delete-draft-dialog';
import { DraftsTable } from './drafts-table';

/** Anonymous Content in the Admin Area (/admin/drafts): drafts of logged-out visitors, and deleting one. */
export default function AnonymousContent() {
  const state = useAdminResource('/admin/drafts', getAnonymousDrafts);
  const [deleting, setDeleting] = useState<AnonymousDraft | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The row (and the button that had the focus) is gone: the keyboard carries on from the heading.
  const gone = (draft: AnonymousDraft) => {
    state.update(({ drafts, total }) => ({
      drafts: drafts.filter((d) => d.draftId !== draft.draftId),
      total: total - 1,
    }));
    setDeleting(null);
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <>
      <AdminScreenHeader
        title="Anonymous Content"
        intro={`Posts that logged-out visitors filled in, waiting for them to sign up or log in. A draft left unclaimed for ${DRAFT_TTL_DAYS} days is deleted by itself.`}
        headingRef={heading}
      />
      <AdminResourceView resource={state} notAllowed="Only administrators can review anonymous content.">
        {({ drafts, total }) =>
          drafts.length === 0 ? (
            <EmptyState icon={Inbox} text="No anonymous content." />
          ) : (
            <>
              <DraftsTable drafts={drafts} now={new Date()} onDelete={setDeleting} />
              {total > drafts.length && (
                <p className={styles.more}>
                  Showing the newest {drafts.length} of {total}.
                </p>
              )}
            </>
          )
        }
      </AdminResourceView>
      {deleting && (
        <DeleteDraftDialog key={deleting.draftId} draft={deleting} onClose={() => setDeleting(null)} onGone={gone} />
      )}
    </>
  );
}
