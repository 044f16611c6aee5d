export { getAdminSummary } from './api/get-admin-summary';
