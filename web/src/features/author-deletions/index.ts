export { DeletePostControl } from './components/delete-post-control';
export { DeleteReplyControl } from './components/delete-reply-control';
export { useBeingDeleted } from './deleting-store';
