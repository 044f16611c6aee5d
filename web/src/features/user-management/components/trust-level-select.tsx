import { TRUST_LEVEL_NAMES, TRUST_LEVELS, type TrustLevel } from '@contracts/trust-levels';
import type { ManagedUser } from '@contracts/user-management';
import { useState } from 'react';
import { inputClassName } from '../../../components/input-class';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { setTrustLevel } from '../api/set-trust-level';

const TOAST_ID = 'trust-level';

/**
 * A member's trust level (computed from their record, see src/contracts/trust-levels.ts), which an
 * administrator may set: the setting wins over the computation.
 */
export function TrustLevelSelect({ user }: { user: ManagedUser }) {
  const [level, setLevel] = useState<TrustLevel>(user.trustLevel);
  const write = useServerWrite({
    run: (next: TrustLevel) => setTrustLevel(user.uid, next),
    // The new level is the answer, which the select shows.
    invalidates: [],
    toast: 'none',
    onSuccess: (changed) => {
      setLevel(changed.level);
      notify.success(changed.message, { id: TOAST_ID });
    },
    onFailure: (error) => notify.error(errorMessage(error), { id: TOAST_ID }),
  });
  return (
    <select
      className={inputClassName}
      value={level}
      disabled={write.pending}
      aria-label={`Trust level, ${user.username}`}
      onChange={(event) => void write.submit(event.target.value as TrustLevel)}
    >
      {TRUST_LEVELS.map((option) => (
        <option key={option} value={option}>
          {TRUST_LEVEL_NAMES[option]}
        </option>
      ))}
    </select>
  );
}
