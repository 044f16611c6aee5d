// Expert membership and payments: shared by the server and the web client. Plain constants,
// types and pure text builders only (the web bundle imports this file).

/** The spec's four states of the Expert Area's membership panel. */
export type MembershipStatus = 'valid' | 'content-based' | 'submit-content' | 'activate';

/** Contributions (articles, books, videos and answers: `CONTRIBUTION_POST_KINDS` of ./experts) that unlock an expert profile. */
export const CONTENT_ITEMS_TO_ACTIVATE = 3;
/** An unpaid membership renews for a month while the last submission lies fewer than this many days before the renew date. */
export const RENEWAL_THRESHOLD_DAYS = 30;
/** The reminder email goes out this many days before the renew date. */
export const REMINDER_DAYS_BEFORE_EXPIRY = 7;

export const MEMBERSHIP_PRICE = { amount: '150.00', currency: 'USD', period: 'year' } as const;

/** GET /api/account/membership: the logged-in expert's membership. */
export interface Membership {
  status: MembershipStatus;
  /** When the membership ends (null: never activated). */
  renewAt: string | null;
  /** Whole days until renewAt, rounded up; 0 once it has passed. Null without a renew date. */
  daysLeft: number | null;
  /** The renew date has passed: the expert is not listed until it renews. */
  expired: boolean;
  /** The current period was paid for. */
  paid: boolean;
  contentItems: number;
  lastSubmissionAt: string | null;
}

/** POST /api/account/membership/payments. */
export interface PaymentRequest {
  /** From the payment widget (a Braintree nonce; the sandbox widget makes test nonces). */
  nonce: string;
  /** One per attempt: a repeated submission with the same key charges once. Defaults to the nonce. */
  idempotencyKey?: string;
}

export interface PaymentResult {
  message: typeof MEMBERSHIP_MESSAGES.paymentAccepted;
  membership: Membership;
}

/** GET /api/payments/client-token: which widget to show, and the token the Braintree drop-in needs. */
export type PaymentWidgetConfig =
  { gateway: 'sandbox'; clientToken: null } | { gateway: 'braintree'; clientToken: string };

/** The sandbox widget's test cards and the Braintree sandbox nonces they stand for. */
export const SANDBOX_TEST_CARDS = {
  '4111111111111111': 'fake-valid-nonce',
  '4000111111111115': 'fake-processor-declined-visa-nonce',
} as const;
export const SANDBOX_ACCEPTED_NONCES = [
  'fake-valid-nonce',
  'fake-valid-visa-nonce',
  'fake-valid-mastercard-nonce',
  'fake-paypal-one-time-nonce',
] as const;
export const SANDBOX_DECLINED_NONCES = {
  'fake-declined-nonce': 'Declined',
  'fake-processor-declined-visa-nonce': 'Do Not Honor',
  'fake-processor-declined-mastercard-nonce': 'Do Not Honor',
  'fake-processor-declined-amex-nonce': 'Do Not Honor',
  'fake-gateway-rejected-fraud-nonce': 'Gateway Rejected: fraud',
  'fake-consumed-nonce': 'Cannot use a payment_method_nonce more than once.',
} as const;

export const MEMBERSHIP_MESSAGES = {
  // The spec's text, word for word.
  paymentAccepted: 'Payment Accepted.',
  activateButton: 'Activate Profile',
  // Texts the spec leaves open.
  activated: 'Your profile is active for a month. Thank you for sharing your experience.',
  notEnoughContent: 'Please submit at least 3 articles, books, videos or answers before activating your profile.',
  alreadyActive: 'Your profile has already been activated. You can renew it with a payment.',
  expertsOnly: 'The membership is for experts.',
  nonceRequired: 'Please enter your payment details.',
  paymentInProgress: 'This payment is already being processed. Please wait a moment.',
  gatewayUnavailable: 'The payment service could not be reached. No charge was made; please try again in a moment.',
  cardNumberInvalid: 'Please enter a valid card number.',
  expiryInvalid: 'Please enter the expiry date as MM/YY.',
  cvvInvalid: 'Please enter the 3 or 4 digit security code.',
} as const;

export const paymentDeclinedMessage = (gatewayMessage: string) =>
  `Your payment was declined: ${gatewayMessage}. No charge was made; please check the details or try another card.`;

export const priceLabel = () => `${MEMBERSHIP_PRICE.amount} ${MEMBERSHIP_PRICE.currency}`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The panel's message for a state; dates come in already formatted for the reader (the client
 * formats them in the reader's time zone).
 */
export function membershipMessage(m: Membership, format: (iso: string) => string): string {
  switch (m.status) {
    case 'valid':
      return m.expired
        ? `Your membership expired on ${format(m.renewAt!)}. Renew it to appear in the experts listings again.`
        : `Your membership is valid until ${format(m.renewAt!)}: ${plural(m.daysLeft ?? 0, 'day')} left.`;
    case 'content-based': {
      const last = m.lastSubmissionAt
        ? `Your last content submission was on ${format(m.lastSubmissionAt)}.`
        : 'You have not submitted content yet.';
      return m.expired
        ? `Your content-based membership expired on ${format(m.renewAt!)}. ${last} Submit new content or renew with a payment to appear in the listings again.`
        : `Your content-based membership runs until ${format(m.renewAt!)}. ${last} Each new submission keeps it going for another month.`;
    }
    case 'submit-content':
      return `Please submit at least ${CONTENT_ITEMS_TO_ACTIVATE} articles, books, videos or answers to activate your expert profile. You have submitted ${m.contentItems} so far.`;
    case 'activate':
      return `Thank you for your ${plural(m.contentItems, 'contribution')}. Activate your profile to appear in the experts listings for a month, free of charge.`;
  }
}
