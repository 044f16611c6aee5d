import type { UnreadCount } from '@contracts/notifications';
import { api } from '../../../lib/api';

export const markNotificationRead = (id: string) =>
  api.post<UnreadCount>(`/notifications/${encodeURIComponent(id)}/read`);
