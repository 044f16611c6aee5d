import type { RevisionList } from '@contracts/edits';
import { api } from '../../../lib/api';

/** Where an item's versions are read: `/questions/5/revisions`, `/answers/12/revisions`. */
export const revisionsPath = (path: string, id: number) => `/${path}/${id}/revisions`;

export const getRevisions = (path: string, id: number, signal?: AbortSignal) =>
  api.get<RevisionList>(revisionsPath(path, id), signal);
