import type { ExpertPage } from '@contracts/experts';
import { api } from '../../../lib/api';

export const getExpert = (slug: string, signal?: AbortSignal) =>
  api.get<ExpertPage>(`/experts/${encodeURIComponent(slug)}`, signal);

/** The expert's page in the server data store; whether the viewer follows is part of it, so it is per viewer. */
export const expertKey = (slug: string, uid: number | null) => `/experts/${slug}#${uid}`;
