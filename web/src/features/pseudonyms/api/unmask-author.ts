import { POST_API_PATHS, type PostKind } from '@contracts/content';
import type { UnmaskedAuthor } from '@contracts/pseudonyms';
import { api } from '../../../lib/api';

/** Administrators only: records the unmasking with its reason, then answers with the real author. */
export const unmaskAuthor = (kind: PostKind, id: number, reason: string) =>
  api.post<UnmaskedAuthor>(`/admin/pseudonyms/${POST_API_PATHS[kind]}/${id}/unmask`, { reason });
