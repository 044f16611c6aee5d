import type { ViolationReportList } from '@contracts/moderation';
import { api } from '../../../lib/api';

/** Administrators only: the open violation reports, newest first. */
export const getReports = (signal?: AbortSignal) => api.get<ViolationReportList>('/admin/reports', signal);
