import type { QotdEntryPage } from '@contracts/qotd';
import { api } from '../../../lib/api';

/** Administrators only: one page of every question with its place in the cycle. */
export const getQotdEntries = (page: number, signal?: AbortSignal) =>
  api.get<QotdEntryPage>(`/admin/qotd?page=${page}`, signal);

/** "Cycle as QOTD?": answers with the same page as it now is. */
export const setQotdAvailability = (id: number, available: boolean, page: number) =>
  api.put<QotdEntryPage>(`/admin/qotd/${id}/cycle?page=${page}`, { available });

/** Makes a question of the cycle the current question of the day. */
export const activateQotd = (id: number, page: number) =>
  api.put<QotdEntryPage>(`/admin/qotd/${id}/active?page=${page}`, {});
