import type { LatestItemsPage } from '@contracts/content';
import { api } from '../../../lib/api';

/** The latest items of every kind together, newest first. */
export const getLatestItems = (page: number, signal?: AbortSignal) =>
  api.get<LatestItemsPage>(`/results?page=${page}`, signal);
