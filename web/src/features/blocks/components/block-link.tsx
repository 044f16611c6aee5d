import { BLOCK_TEXTS, type BlockTarget } from '@contracts/blocks';
import { useId, useState } from 'react';
import { Modal } from '../../../components/modal';
import { QuietButton } from '../../../components/quiet-button';
import { notify } from '../../../lib/notify';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { useSessionStore } from '../../../lib/session/session-store';
import { type Blockable, type BlockScope, blockScope } from '../blocked-members';
import { blockWrite, isAlreadyBlocked } from '../block-writes';
import { useIsBlocked } from '../hooks/use-is-blocked';

interface BlockLinkProps {
  target: BlockTarget;
  /** The item's id in the API (an expert's uid). */
  id: number;
  /** What the reader sees it by: its author's name, or the alias. */
  name: string;
  /** What the block covers is worked out from it: its author, or under a pseudonym its alias's post. */
  item: Blockable;
}

interface BlockControlProps extends Omit<BlockLinkProps, 'item'> {
  uid: number;
  scope: BlockScope;
}

function BlockControl({ uid, target, id, name, scope }: BlockControlProps) {
  const [open, setOpen] = useState(false);
  const descriptionId = useId();
  const write = useServerWrite({
    ...blockWrite(uid, target, id, scope),
    onSuccess: (made) => {
      setOpen(false);
      notify.success(made.message, { id: 'block-made' });
    },
    onFailure: (error) => {
      if (isAlreadyBlocked(error)) setOpen(false);
    },
  });
  return (
    <>
      <QuietButton onClick={() => setOpen(true)} aria-label={`${BLOCK_TEXTS.link} ${name}`}>
        {BLOCK_TEXTS.link}
      </QuietButton>
      <Modal
        open={open}
        onOpenChange={(next) => !write.pending && setOpen(next)}
        title={BLOCK_TEXTS.confirmTitle(name)}
        closeLabel={BLOCK_TEXTS.cancel}
        descriptionId={descriptionId}
        action={{ label: BLOCK_TEXTS.confirm, busy: write.pending, onClick: () => void write.submit() }}
      >
        <p id={descriptionId}>{BLOCK_TEXTS.confirmBody}</p>
      </Modal>
    </>
  );
}

/**
 * The discreet Block link beside Report, for members, on what others wrote. It asks first; once blocked
 * the item hides behind the quiet line, and the link goes with it.
 */
export function BlockLink({ item, ...rest }: BlockLinkProps) {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const blocked = useIsBlocked(item);
  const scope = blockScope(item);
  const own = ('isOwn' in item && item.isOwn) || ('memberId' in item && item.memberId === uid);
  if (uid === null || scope === null || own || blocked) return null;
  return <BlockControl uid={uid} scope={scope} {...rest} />;
}
