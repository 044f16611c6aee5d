import type { ManagedUser } from '@contracts/user-management';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { AdminResourceView } from '../../../components/admin-screen';
import { useUserLookup } from '../hooks/use-user-lookup';
import type { RoleAction } from '../role-actions';
import { RoleDialog } from './role-dialog';
import { UsersTable } from './users-table';

interface UserResultsProps {
  text: string;
  search: number;
  ownUid: number;
}

const found = (count: number) => (count === 1 ? '1 user found.' : `${count} users found.`);

/** The users a search found, and the role change being confirmed. */
export function UserResults({ text, search, ownUid }: UserResultsProps) {
  const state = useUserLookup(text, search);
  const [changing, setChanging] = useState<{ user: ManagedUser; action: RoleAction } | null>(null);

  return (
    <>
      <AdminResourceView resource={state} notAllowed="Only administrators can manage users.">
        {({ users }) => (
          <>
            {/* Announces the outcome of each search to screen readers. */}
            <p role="status" className="visually-hidden">
              {found(users.length)}
            </p>
            {users.length === 0 ? (
              <EmptyState
                icon={SearchX}
                text={`No users match “${text}”.`}
                detail="Try the whole email address, or the first letters of the username."
              />
            ) : (
              <UsersTable users={users} ownUid={ownUid} onAction={(user, action) => setChanging({ user, action })} />
            )}
          </>
        )}
      </AdminResourceView>
      {changing && (
        <RoleDialog
          key={`${changing.user.uid}-${changing.action.role}`}
          user={changing.user}
          action={changing.action}
          onClose={() => setChanging(null)}
          onChanged={state.replace}
        />
      )}
    </>
  );
}
