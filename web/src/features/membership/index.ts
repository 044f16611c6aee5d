export { MembershipPanel } from './components/membership-panel';
