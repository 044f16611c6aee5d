import type { DraftSaved, NewDraft } from '@contracts/drafts';
import { api } from '../../../lib/api';

/** Keeps a logged-out visitor's post on the server; no login needed. */
export const saveDraft = (draft: NewDraft) => api.post<DraftSaved>('/drafts', draft);
