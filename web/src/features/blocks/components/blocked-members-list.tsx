import { BLOCK_TEXTS, type BlockedMember } from '@contracts/blocks';
import { UserRoundX } from 'lucide-react';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { formatDate } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { unblockWrite } from '../block-writes';
import { useBlockedMembers } from '../hooks/use-blocked-members';
import styles from './blocked-members-list.module.css';

function Rows({ uid, items }: { uid: number; items: BlockedMember[] }) {
  const unblock = useServerWrite({
    ...unblockWrite(uid),
    onSuccess: (reply) => notify.success(reply.message, { id: 'block-undone' }),
  });
  return (
    <ul className={styles.list}>
      {items.map((block) => (
        <li key={block.id} className={styles.row}>
          <span className={styles.name}>{block.name}</span>
          <span className={styles.date}>{BLOCK_TEXTS.blockedOn(formatDate(block.blockedAt))}</span>
          <Button
            variant="secondary"
            busy={unblock.pending && unblock.running === block.id}
            onClick={() => void unblock.submit(block.id)}
            aria-label={`${BLOCK_TEXTS.unblock} ${block.name}`}
          >
            {BLOCK_TEXTS.unblock}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** My Account's "Blocked members": by the name the reader saw, newest first, each with Unblock. */
export function BlockedMembersList({ uid }: { uid: number }) {
  const { data, error, loading, reload } = useBlockedMembers();
  let content;
  if (error !== undefined) content = <LoadError message={error} onRetry={reload} />;
  else if (loading || !data) content = <Loading />;
  else if (data.items.length === 0) content = <EmptyState icon={UserRoundX} text={BLOCK_TEXTS.listEmpty} />;
  else content = <Rows uid={uid} items={data.items} />;
  return (
    <>
      <p className={styles.intro}>{BLOCK_TEXTS.listIntro}</p>
      {content}
    </>
  );
}
