export { BlockLink } from './components/block-link';
export { BlockedItem } from './components/blocked-item';
export { BlockedMembersList } from './components/blocked-members-list';
export { useBlocksForSession } from './hooks/use-blocks-for-session';
export { useBlockList, useBlocksSettled, useIsBlocked } from './hooks/use-is-blocked';
export { isBlocked } from './blocked-members';
export type { Blockable } from './blocked-members';
