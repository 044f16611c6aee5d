export { EditButton } from './components/edit-button';
export { EditedLabel } from './components/edited-label';
export { editReply } from './api/edit-reply';
