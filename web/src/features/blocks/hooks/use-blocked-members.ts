import { useServerData } from '../../../lib/server-data/use-server-data';
import { useSessionStore } from '../../../lib/session/session-store';
import { getBlocks } from '../api/get-blocks';
import { blocksKey } from '../blocked-members';

/** The logged-in reader's blocks, loaded at login for the whole visit; a block or unblock shows at once. */
export function useBlockedMembers() {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const ending = useSessionStore((state) => state.ending);
  return useServerData(blocksKey(uid), getBlocks, { keep: true, enabled: uid !== null && !ending });
}
