import type { BlockedMemberList } from '@contracts/blocks';
import { api } from '../../../lib/api';

/** The members the reader has blocked, newest first. */
export const getBlocks = (signal?: AbortSignal) => api.get<BlockedMemberList>('/account/blocks', signal);
