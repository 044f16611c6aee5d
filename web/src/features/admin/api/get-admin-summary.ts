import type { AdminSummary } from '@contracts/admin-summary';
import { api } from '../../../lib/api';

/** Administrators only: the counts behind the Admin Area's badges. */
export const getAdminSummary = (signal?: AbortSignal) => api.get<AdminSummary>('/admin/summary', signal);
