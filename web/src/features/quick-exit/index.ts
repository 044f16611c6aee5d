export { QuickExitButton } from './components/quick-exit-button';
export { leaveSite } from './leave-site';
export { useDoubleEscape } from './use-double-escape';
