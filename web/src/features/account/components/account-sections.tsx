import { BLOCK_TEXTS } from '@contracts/blocks';
import type { SessionUser } from '@contracts/members';
import * as Accordion from '@radix-ui/react-accordion';
import { Bell, Bookmark, Briefcase, FileDown, History, Settings, Shield, UserRound, UserRoundX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { Loading } from '../../../components/loading';
import { useSentToNewPassword } from '../../auth';
import { BlockedMembersList } from '../../blocks';
import { WatchingList } from '../../watching';
import { getProfile, PROFILE_KEY } from '../api/get-profile';
import { AccountSection } from './account-section';
import { AccountSettingsForm } from './account-settings-form';
import { AdminArea } from './admin-area';
import { ExpertArea } from './expert-area';
import { HeldItemsList } from './held-items-list';
import { HistoryList } from './history-list';
import { LoadError } from '../../../components/load-error';
import { NotificationDigestSetting } from './notification-digest-setting';
import { PersonalDetailsForm } from './personal-details-form';
import { SavedItemsList } from './saved-items-list';
import { YourData } from './your-data';

// The sections every member has, by their address; administrators and experts have one more each.
const BASE_SECTIONS = [
  'personal-details',
  'history',
  'saved-items',
  'watching',
  'blocked-members',
  'settings',
  'your-data',
];

function PersonalDetails() {
  const { data, error, loading, reload } = useServerData(PROFILE_KEY, getProfile);
  if (loading && !data) return <Loading />;
  if (error || !data) return <LoadError message={error ?? ''} onRetry={reload} />;
  // The key resets the form to the stored values after each save (the write reads them again).
  return <PersonalDetailsForm key={JSON.stringify(data.profile)} profile={data.profile} />;
}

export function AccountSections({ user }: { user: SessionUser }) {
  // Each section has an address (/account#saved-items): it opens on arrival and whenever the
  // address changes to it, e.g. a new expert sent to #expert-area after the expert signup.
  const sections = [
    ...BASE_SECTIONS,
    ...(user.role === 'Administrator' ? ['admin-area'] : []),
    ...(user.role === 'Expert' ? ['expert-area'] : []),
  ];
  const hash = useLocation().hash.slice(1);
  const linked = sections.includes(hash) ? hash : null;
  // A reset's new password comes first.
  const [open, setOpen] = useState(() => (user.mustChangePassword ? ['settings'] : [linked ?? 'personal-details']));
  useEffect(() => {
    if (linked) setOpen((current) => (current.includes(linked) ? current : [...current, linked]));
  }, [linked]);
  // Sent to the new password while on this page: its section opens again if it was closed.
  const sentToNewPassword = useSentToNewPassword();
  useEffect(() => {
    if (sentToNewPassword) setOpen((current) => (current.includes('settings') ? current : [...current, 'settings']));
  }, [sentToNewPassword]);

  return (
    <Accordion.Root type="multiple" value={open} onValueChange={setOpen}>
      <AccountSection value="personal-details" title="Personal Details" icon={UserRound}>
        <PersonalDetails />
      </AccountSection>
      <AccountSection value="history" title="Post / Comment History" icon={History}>
        <HeldItemsList />
        <HistoryList />
      </AccountSection>
      <AccountSection value="saved-items" title="Saved Items" icon={Bookmark}>
        <SavedItemsList />
      </AccountSection>
      <AccountSection value="watching" title="Watching" icon={Bell}>
        <WatchingList />
      </AccountSection>
      <AccountSection value="blocked-members" title={BLOCK_TEXTS.listTitle} icon={UserRoundX}>
        <BlockedMembersList uid={user.uid} />
      </AccountSection>
      <AccountSection value="settings" title="Account Settings" icon={Settings}>
        <AccountSettingsForm mustChangePassword={user.mustChangePassword} />
        <NotificationDigestSetting />
      </AccountSection>
      <AccountSection value="your-data" title="Your Data" icon={FileDown}>
        <YourData />
      </AccountSection>
      {user.role === 'Administrator' && (
        <AccountSection value="admin-area" title="Admin Area" icon={Shield}>
          <AdminArea />
        </AccountSection>
      )}
      {user.role === 'Expert' && (
        <AccountSection value="expert-area" title="Expert Area" icon={Briefcase}>
          <ExpertArea />
        </AccountSection>
      )}
    </Accordion.Root>
  );
}
