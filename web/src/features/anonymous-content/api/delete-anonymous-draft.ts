import { api } from '../../../lib/api';

export const deleteAnonymousDraft = (draftId: string) => api.delete<void>(`/admin/drafts/${draftId}`);
