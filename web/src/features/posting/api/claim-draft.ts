import type { PostCreated } from '@contracts/content';
import { api } from '../../../lib/api';

/** Posts a kept draft as the member now logged in. */
export const claimDraft = (key: string) => api.post<PostCreated>(`/drafts/${encodeURIComponent(key)}/claim`);
