import type { AdsSettings } from '@contracts/ads';
import { useEffect, useState } from 'react';
import { getSiteSettings } from '../api/get-site-settings';

/** The configured advertising, or null until known (and if it cannot be read: then no ads show). */
export function useAdsSettings(): AdsSettings | null {
  const [ads, setAds] = useState<AdsSettings | null>(null);
  useEffect(() => {
    let current = true;
    getSiteSettings().then(
      (settings) => current && setAds(settings.ads),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return ads;
}
