import type { ManagedUser } from '@contracts/user-management';
import { useCallback } from 'react';
import { useAdminResource } from '../../../lib/use-admin-resource';
import { findUsers } from '../api/find-users';

/** The users matching `text`; `search` counts the searches, so that searching the same text again reloads. */
export function useUserLookup(text: string, search: number) {
  const resource = useAdminResource(`/admin/users?q=${text}#${search}`, (signal) => findUsers(text, signal));
  const { update } = resource;
  /** Puts the user as the server now has them in their row. */
  const replace = useCallback(
    (user: ManagedUser) => update(({ users }) => ({ users: users.map((u) => (u.uid === user.uid ? user : u)) })),
    [update],
  );
  return { ...resource, replace };
}
