import { ExpertProfileEditor } from '../../experts';
import { MembershipPanel } from '../../membership';

export function ExpertArea() {
  return (
    <>
      <ExpertProfileEditor />
      <MembershipPanel />
    </>
  );
}
