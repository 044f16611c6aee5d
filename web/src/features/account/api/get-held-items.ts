import type { OwnHeldItem } from '@contracts/holds';
import { api } from '../../../lib/api';

/** The member's own posts and replies held for review, newest first. */
export const getHeldItems = (signal?: AbortSignal) => api.get<{ items: OwnHeldItem[] }>('/account/held-items', signal);
