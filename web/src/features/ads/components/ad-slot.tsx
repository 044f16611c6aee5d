import type { AdNetworkSettings } from '@contracts/ads';
import { useEffect, useRef } from 'react';
import { fillAdSlot } from '../ad-network';
import { useAdsSettings } from '../hooks/use-ads-settings';
import styles from './ads.module.css';

interface AdSlotProps {
  /** A vertical block sits beside a narrow column; on large screens it is hidden. */
  orientation?: 'horizontal' | 'vertical';
}

/** The ad network's slot, labelled as advertising; nothing at all when no network is configured. */
export function AdSlot({ orientation = 'horizontal' }: AdSlotProps) {
  const network = useAdsSettings()?.network;
  if (!network) return null;
  return <NetworkSlot network={network} orientation={orientation} />;
}

function NetworkSlot({ network, orientation }: { network: AdNetworkSettings; orientation: 'horizontal' | 'vertical' }) {
  const filled = useRef(false);
  useEffect(() => {
    // Once per mounted slot: the network refuses a second fill of the same element.
    if (filled.current) return;
    filled.current = true;
    fillAdSlot(network.client);
  }, [network.client]);

  return (
    <aside
      className={orientation === 'vertical' ? `${styles.slot} ${styles.vertical}` : styles.slot}
      aria-label="Advertisement"
    >
      <span className={styles.label}>Advertisement</span>
      <ins
        className={`adsbygoogle ${styles.ins}`}
        data-ad-client={network.client}
        data-ad-slot={network.slot}
        data-ad-layout={network.layout ?? undefined}
        data-ad-format={network.format}
        data-full-width-responsive="true"
      />
    </aside>
  );
}
