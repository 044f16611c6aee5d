export { AdminMessagesScreen } from './admin-messages-screen';
