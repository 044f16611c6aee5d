import type { BlockMade, BlockTarget } from '@contracts/blocks';
import { api } from '../../../lib/api';

/** Blocks the member behind what the reader saw: `/api/answers/9/block`, `/api/experts/{uid}/block`. */
export const blockMember = (target: BlockTarget, id: number) => api.post<BlockMade>(`/${target}/${id}/block`);
