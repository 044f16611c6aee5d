import { AD_NETWORK_SCRIPT } from '@contracts/ads';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

let loading = false;

/** Adds the network's loader to the page once, then asks it to fill one more slot. */
export function fillAdSlot(client: string): void {
  if (!loading) {
    loading = true;
    const script = document.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = `${AD_NETWORK_SCRIPT}?client=${encodeURIComponent(client)}`;
    document.head.appendChild(script);
  }
  (window.adsbygoogle ??= []).push({});
}
