import type { ViolationReportList } from '@contracts/moderation';
import { api } from '../../../lib/api';

/** Shows again an item that reports hid, dismisses its reports, and keeps reports from hiding it again. */
export const restoreHiddenContent = (id: string) =>
  api.post<ViolationReportList>(`/admin/reports/${encodeURIComponent(id)}/restore`);
