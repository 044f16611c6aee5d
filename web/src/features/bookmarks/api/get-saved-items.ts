import type { SavedItem } from '@contracts/members';
import { api } from '../../../lib/api';

export const getSavedItems = (signal?: AbortSignal) => api.get<{ items: SavedItem[] }>('/account/saved', signal);
