// Where the ad network loads from, frames and reports to; allowed by the page's CSP only when
// an ad network is configured (ADS_CLIENT and ADS_SLOT).
export const AD_NETWORK_CSP = {
  scriptSrc: [
    'https://pagead2.googlesyndication.com',
    'https://*.googlesyndication.com',
    'https://*.adtrafficquality.google',
  ],
  frameSrc: [
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://*.googlesyndication.com',
    'https://www.google.com',
  ],
  connectSrc: ['https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google'],
  imgSrc: ['https://pagead2.googlesyndication.com', 'https://*.googlesyndication.com', 'https://*.g.doubleclick.net'],
} as const;
