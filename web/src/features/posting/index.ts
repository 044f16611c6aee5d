export { claimPendingDraft } from './claim-pending-draft';
export { CategoryPicker } from './components/category-picker';
