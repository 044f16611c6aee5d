export { EditButton } from './components/edit-button';
export { EditedLabel } from './components/edited-label';
export { ReplyEditor } from './components/reply-editor';
