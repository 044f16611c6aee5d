import type { BugReportRequest } from '@contracts/admin-messages';
import { api } from '../../../lib/api';

export const reportBug = (request: BugReportRequest) => api.post<{ message: string }>('/bug-reports', request);
