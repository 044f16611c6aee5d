export { BlocklistScreen, ReviewQueueScreen } from './screens';
