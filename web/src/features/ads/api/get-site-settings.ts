import type { SiteSettings } from '@contracts/ads';
import { api } from '../../../lib/api';

export const getSiteSettings = (signal?: AbortSignal) => api.get<SiteSettings>('/site', signal);
