export { UserManagementScreen } from './user-management-screen';
