import type { SessionUser } from '@contracts/members';
import * as Accordion from '@radix-ui/react-accordion';
import { Bookmark, Briefcase, FileDown, History, Settings, Shield, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Loading } from '../../../components/loading';
import { useApiResource } from '../../../lib/use-api-resource';
import { useSentToNewPassword } from '../../auth/hooks/use-new-password-first';
import { getProfile } from '../api/get-profile';
import { AccountSection } from './account-section';
import { AccountSettingsForm } from './account-settings-form';
import { AdminArea } from './admin-area';
import { ExpertArea } from './expert-area';
import { HistoryList } from './history-list';
import { LoadError } from './load-error';
import { NotificationDigestSetting } from './notification-digest-setting';
import { PersonalDetailsForm } from './personal-details-form';
import { SavedItemsList } from './saved-items-list';
import { YourData } from './your-data';

function PersonalDetails() {
  const { data, error, loading, reload } = useApiResource(getProfile);
  if (loading && !data) return <Loading />;
  if (error || !data) return <LoadError message={error ?? ''} onRetry={reload} />;
  // The key resets the form to the stored values after each save.
  return <PersonalDetailsForm key={JSON.stringify(data.profile)} profile={data.profile} onSaved={reload} />;
}

export function AccountSections({ user }: { user: SessionUser }) {
  // A new expert arrives at #expert-area (after the expert signup) with that section open.
  const hash = useLocation().hash;
  const [opened, setOpened] = useState(() =>
    user.mustChangePassword ? ['settings'] : hash === '#expert-area' && user.role === 'Expert' ? ['expert'] : ['personal'],
  );
  // Sent to the new password while on this page: its section opens again if it was closed.
  const sentToNewPassword = useSentToNewPassword();
  useEffect(() => {
    if (sentToNewPassword) setOpened((open) => (open.includes('settings') ? open : [...open, 'settings']));
  }, [sentToNewPassword]);

  return (
    <Accordion.Root type="multiple" value={opened} onValueChange={setOpened}>
      <AccountSection value="personal" title="Personal Details" icon={UserRound}>
        <PersonalDetails />
      </AccountSection>
      <AccountSection value="history" title="Post / Comment History" icon={History}>
        <HistoryList />
      </AccountSection>
      <AccountSection value="saved" title="Saved Items" icon={Bookmark}>
        <SavedItemsList />
      </AccountSection>
      <AccountSection value="settings" title="Account Settings" icon={Settings}>
        <AccountSettingsForm mustChangePassword={user.mustChangePassword} />
        <NotificationDigestSetting />
      </AccountSection>
      <AccountSection value="data" title="Your Data" icon={FileDown}>
        <YourData />
      </AccountSection>
      {user.role === 'Administrator' && (
        <AccountSection value="admin" title="Admin Area" icon={Shield}>
          <AdminArea />
        </AccountSection>
      )}
      {user.role === 'Expert' && (
        <AccountSection value="expert" title="Expert Area" icon={Briefcase}>
          <ExpertArea />
        </AccountSection>
      )}
    </Accordion.Root>
  );
}
