export { UserManagementScreen } from './user-management-screen';
export { StopMemberControl } from './components/stop-member-control';
