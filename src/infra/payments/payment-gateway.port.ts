/** One charge: the amount in the currency of the merchant account, and the widget's nonce. */
export interface ChargeRequest {
  amount: string;
  currency: string;
  nonce: string;
  /** Shown in the gateway's dashboard; the payment's idempotency key hash, so a charge can be traced to its event. */
  orderId: string;
}

export type ChargeResult = { accepted: true; transactionId: string } | { accepted: false; message: string };

/** A card or wallet processor. Sandbox by default; Braintree when its keys are configured. */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'braintree';
  /** The token the Braintree drop-in needs to start; the sandbox widget needs none. */
  clientToken(): Promise<string | null>;
  /** Declines are results; a gateway that cannot be reached throws. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** Only one request at a time may charge for one idempotency key (a double-submitted form). */
export interface PaymentLocks {
  /** False while another request holds the key. The lock lapses by itself after `ttlMs`. */
  acquire(key: string, ttlMs: number): Promise<boolean>;
  release(key: string): Promise<void>;
}
