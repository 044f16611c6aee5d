import { api } from '../../../lib/api';

export const discardDraft = (key: string) => api.delete<void>(`/drafts/${encodeURIComponent(key)}`);
