import type { ExpertPage } from '@contracts/experts';
import { api } from '../../../lib/api';

export const getExpert = (slug: string) => api.get<ExpertPage>(`/experts/${encodeURIComponent(slug)}`);
