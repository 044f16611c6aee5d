import type { HistoryItem } from '@contracts/members';
import { api } from '../../../lib/api';

export const getHistory = (signal?: AbortSignal) => api.get<{ items: HistoryItem[] }>('/account/history', signal);
