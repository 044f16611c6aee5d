export { claimPendingDraft } from './claim-pending-draft';
export { CategoryPicker } from './components/category-picker';
export { EditPostForm } from './components/edit-post-form';
