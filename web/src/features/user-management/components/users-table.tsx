import { type ManagedUser, ROLE_NAMES } from '@contracts/user-management';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import tableStyles from '../../../components/data-table.module.css';
import { formatDate } from '../../../lib/format-date';
import { EventHistoryLink } from '../../../components/event-history-link';
import { type RoleAction, roleActions } from '../role-actions';
import { StopMemberControl } from './stop-member-control';
import { TrustLevelSelect } from './trust-level-select';
import styles from './user-management.module.css';

interface UsersTableProps {
  users: ManagedUser[];
  /** The administrator using the screen: their own row offers no role changes. */
  ownUid: number;
  onAction: (user: ManagedUser, action: RoleAction) => void;
}

/**
 * Username, email, member since, role and trust level of each user found, with the buttons that change the role and
 * that stop a spammer.
 */
export function UsersTable({ users, ownUid, onAction }: UsersTableProps) {
  return (
    <DataTable
      caption="Users found, exact matches first"
      columns={['Username', 'Email', 'Member since', 'Role', 'Trust level']}
      actions
    >
      {users.map((user) => (
        <tr key={user.uid}>
          <th scope="row" className={tableStyles.primary}>
            {user.username}
          </th>
          <td data-label="Email" className={styles.email}>
            {user.email}
          </td>
          <td data-label="Member since">
            <time dateTime={user.memberSince}>{formatDate(user.memberSince)}</time>
          </td>
          <td data-label="Role">{ROLE_NAMES[user.role]}</td>
          <td data-label="Trust level">
            <TrustLevelSelect user={user} />
          </td>
          <td className={`${tableStyles.actions} ${styles.roleButtons}`}>
            <EventHistoryLink actor={user.uid} label="Their events" />
            {user.uid === ownUid ? (
              // Revoking their own role (or trading it for Expert) is another administrator's call.
              <span className={styles.own}>Your account</span>
            ) : (
              <>
                {roleActions(user).map((action) => (
                  <Button
                    key={action.label}
                    variant="secondary"
                    onClick={() => onAction(user, action)}
                    aria-label={`${action.label}, ${user.username}`}
                  >
                    {action.label}
                  </Button>
                ))}
                {user.role !== 'Administrator' && (
                  <StopMemberControl
                    uid={user.uid}
                    name={user.username}
                    stopped={user.stopped}
                    // The row shows the new state; the results are the administrator's to search again.
                    invalidates={[]}
                  />
                )}
              </>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
