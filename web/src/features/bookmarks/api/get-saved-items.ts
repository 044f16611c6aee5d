import type { SavedItem } from '@contracts/members';
import { api } from '../../../lib/api';

export const getSavedItems = () => api.get<{ items: SavedItem[] }>('/account/saved');
