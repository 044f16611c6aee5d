import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminScreenHeader } from '../../../components/admin-screen';
import { useSessionStore } from '../../../lib/session/session-store';
import { UserResults } from './user-results';
import { UserSearchForm } from './user-search-form';

/**
 * User Management in the Admin Area (/admin/users): look a user up, then grant or revoke Expert and
 * Administrator. The text searched is in the address (?q=), so Back and a reload keep the results.
 */
export default function UserManagement() {
  const [params, setParams] = useSearchParams();
  const text = params.get('q')?.trim() ?? '';
  const [search, setSearch] = useState(0);
  const ownUid = useSessionStore((s) => s.user?.uid ?? 0);

  return (
    <>
      <AdminScreenHeader
        title="User Management"
        intro="Look a user up by username or email address, then grant or revoke the Expert and Administrator roles."
      />
      <UserSearchForm
        initial={text}
        onSearch={(next) => {
          setSearch((n) => n + 1);
          if (next !== text) setParams({ q: next });
        }}
      />
      {text && <UserResults text={text} search={search} ownUid={ownUid} />}
    </>
  );
}
