import type { SiteSettings } from '@contracts/ads';
import { api } from '../../../lib/api';

let settings: Promise<SiteSettings> | null = null;

/** The site's settings, asked for once per page load: every ad slot on every screen shares them. */
export function getSiteSettings(): Promise<SiteSettings> {
  settings ??= api.get<SiteSettings>('/site').catch((error: unknown) => {
    // A failed answer is not kept: the next screen asks again.
    settings = null;
    throw error;
  });
  return settings;
}
