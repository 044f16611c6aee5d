import { api } from '../../../lib/api';

export const unblockMember = (id: string) =>
  api.delete<{ message: string }>(`/account/blocks/${encodeURIComponent(id)}`);
