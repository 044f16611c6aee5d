import type { UserLookup } from '@contracts/user-management';
import { api } from '../../../lib/api';

/** Administrators only: users by username or email, exact matches first. */
export const findUsers = (text: string, signal?: AbortSignal) =>
  api.get<UserLookup>(`/admin/users?q=${encodeURIComponent(text)}`, signal);
