import type { AnonymousDraftList } from '@contracts/drafts';
import { api } from '../../../lib/api';

/** Administrators only: drafts of logged-out visitors waiting to be claimed, newest first. */
export const getAnonymousDrafts = (signal?: AbortSignal) => api.get<AnonymousDraftList>('/admin/drafts', signal);
