import { accountExportFileName } from '@contracts/account-export';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { notify } from '../../../lib/notify';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { exportMyData } from '../api/export-my-data';
import { DeleteAccountDialogs, type DeletionStep } from './delete-account-dialogs';
import styles from './your-data.module.css';

/** Hands the browser a file to save, without a page of its own to navigate to. */
function saveAsFile(contents: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked after the click has handed the file over; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function YourData() {
  const download = useServerWrite({
    run: exportMyData,
    // A download: nothing on the server changes.
    invalidates: [],
    onSuccess: (data) => {
      saveAsFile(JSON.stringify(data, null, 2), accountExportFileName(new Date(data.exportedAt)));
      notify.success('Your data has been downloaded.');
    },
  });
  const [deletion, setDeletion] = useState<DeletionStep>('closed');

  return (
    <div className={styles.section}>
      <p>
        A copy of everything you have given the site: your profile, posts, comments, answers, votes, bookmarks and the
        experts you follow, as a JSON file.
      </p>
      <p>
        Deleting your account erases your email, username and profile; you choose whether what you posted stays, under
        “Deleted member”.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" busy={download.pending} onClick={() => void download.submit()}>
          Download my data
        </Button>
        <Button variant="ghost" onClick={() => setDeletion('explain')}>
          Delete my account
        </Button>
      </div>
      <DeleteAccountDialogs step={deletion} onStepChange={setDeletion} />
    </div>
  );
}
