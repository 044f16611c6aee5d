import type { BlocklistEntry, BlocklistKind, HeldItemList, HeldKind } from '@contracts/holds';
import { api } from '../../../lib/api';

/** Administrators only: the items held for review, oldest first. */
export const getHeldItems = (signal?: AbortSignal) => api.get<HeldItemList>('/admin/held-items', signal);

/** Approve (published at once) or reject (stays hidden) a held item. */
export const reviewHeldItem = (decision: 'approve' | 'reject', kind: HeldKind, id: number) =>
  api.post<{ message: string }>(`/admin/held-items/${kind}/${id}/${decision}`);

export const getBlocklist = (signal?: AbortSignal) =>
  api.get<{ entries: BlocklistEntry[] }>('/admin/blocklist', signal);

export const addBlocklistEntry = (entry: { kind: BlocklistKind; value: string; reason: string }) =>
  api.post<{ entries: BlocklistEntry[] }>('/admin/blocklist', entry);

export const removeBlocklistEntry = (id: string) =>
  api.delete<{ entries: BlocklistEntry[] }>(`/admin/blocklist/${encodeURIComponent(id)}`);
