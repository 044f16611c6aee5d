import type { AdminMessageKind, AdminMessagePage } from '@contracts/admin-messages';
import { api } from '../../../lib/api';

/** Administrators only: one page of the inbox, newest first, of one kind or all. */
export const getAdminMessages = (kind: AdminMessageKind | null, page: number, signal?: AbortSignal) =>
  api.get<AdminMessagePage>(
    `/admin/messages?${new URLSearchParams({ ...(kind ? { kind } : {}), page: String(page) })}`,
    signal,
  );

/** Answers with the unread messages left. */
export const markAdminMessageRead = (id: string) =>
  api.post<{ unread: number }>(`/admin/messages/${encodeURIComponent(id)}/read`);
