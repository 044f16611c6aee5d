import type { ViolationReportList } from '@contracts/moderation';
import { api } from '../../../lib/api';

/** Resolves the report and keeps the content; answers with the open reports left. */
export const dismissReport = (id: string) =>
  api.post<ViolationReportList>(`/admin/reports/${encodeURIComponent(id)}/dismiss`);
