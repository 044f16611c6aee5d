export { DatabaseScreen, EventHistoryScreen } from './admin-data-screens';
