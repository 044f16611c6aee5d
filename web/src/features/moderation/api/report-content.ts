import type { ReportReason } from '@contracts/moderation';
import { api } from '../../../lib/api';

/** What the API calls a reportable thing in its path: `/api/questions/9/report` reports a question. */
export type ReportPath = 'comments' | 'answers' | 'articles' | 'books' | 'videos' | 'questions';

export const reportContent = (target: ReportPath, id: number, reason: ReportReason) =>
  api.post<{ message: string }>(`/${target}/${id}/report`, { reason });
