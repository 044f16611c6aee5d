// What the site shows of advertising, as the server's configuration sets it (GET /api/site).

/** The ad network's slot (client, slot, layout, format) and, on search results, its search ads. */
export interface AdNetworkSettings {
  client: string;
  slot: string;
  layout: string | null;
  /** The network's `data-ad-format`; "auto" unless configured. */
  format: string;
  /** The container id of the search-ad placeholder on search results; null: none. */
  searchSlot: string | null;
}

export interface AdsSettings {
  /** Null: no ad network is configured, so no slot is rendered anywhere. */
  network: AdNetworkSettings | null;
  /** The bookstore's associate tag for the book advertisement block; null: no block. */
  bookTag: string | null;
}

export interface SiteSettings {
  ads: AdsSettings;
}

export const AD_FORMAT_DEFAULT = 'auto';
/** The ad network's loader, added to the page only when a network is configured. */
export const AD_NETWORK_SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

/** A book's page at the bookstore, carrying the associate tag, for a 10-character ASIN. */
export const bookStoreUrl = (asin: string, tag: string): string =>
  `https://www.amazon.com/dp/${encodeURIComponent(asin)}?tag=${encodeURIComponent(tag)}`;
