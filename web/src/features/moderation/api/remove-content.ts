import type { RemoveContentRequest, ViolationReportList } from '@contracts/moderation';
import { api } from '../../../lib/api';

/** Removes the reported content everywhere; answers with the open reports left. */
export const removeContent = (id: string, request: RemoveContentRequest = {}) =>
  api.post<ViolationReportList>(`/admin/reports/${encodeURIComponent(id)}/remove`, request);
