import { ExpertProfileEditor } from '../../experts/components/expert-profile-editor';
import { MembershipPanel } from '../../membership/components/membership-panel';

export function ExpertArea() {
  return (
    <>
      <ExpertProfileEditor />
      <MembershipPanel />
    </>
  );
}
