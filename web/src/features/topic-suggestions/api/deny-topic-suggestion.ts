import { api } from '../../../lib/api';

export const denyTopicSuggestion = (id: number) => api.delete<void>(`/admin/topic-suggestions/${id}`);
