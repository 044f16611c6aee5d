// Where Braintree's drop-in loads from and talks to; allowed by the page's CSP only when Braintree is configured.
export const BRAINTREE_CSP = {
  scriptSrc: ['https://js.braintreegateway.com', 'https://assets.braintreegateway.com'],
  frameSrc: ['https://assets.braintreegateway.com', 'https://*.paypal.com'],
  connectSrc: [
    'https://api.braintreegateway.com',
    'https://api.sandbox.braintreegateway.com',
    'https://client-analytics.braintreegateway.com',
    'https://client-analytics.sandbox.braintreegateway.com',
    'https://*.braintree-api.com',
  ],
  imgSrc: ['https://assets.braintreegateway.com', 'https://checkout.paypal.com'],
} as const;
