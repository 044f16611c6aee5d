import type { AdsSettings } from '@contracts/ads';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { getSiteSettings } from '../api/get-site-settings';

/** The configured advertising, or null until known (and if it cannot be read: then no ads show). */
export function useAdsSettings(): AdsSettings | null {
  // One answer serves the visit: every page shows the ads, and their settings change rarely.
  return useServerData('/site', getSiteSettings, { keep: true }).data?.ads ?? null;
}
