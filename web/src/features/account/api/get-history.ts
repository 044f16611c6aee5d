import type { HistoryItem } from '@contracts/members';
import { api } from '../../../lib/api';

export const getHistory = () => api.get<{ items: HistoryItem[] }>('/account/history');
