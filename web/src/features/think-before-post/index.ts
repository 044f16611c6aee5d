export { IdentifyingDetailsDialog } from './components/identifying-details-dialog';
export { type TextToCheck, useThinkBeforePost } from './hooks/use-think-before-post';
