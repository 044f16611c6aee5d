// The sandbox payment widget's card form: it turns Braintree's test cards into Braintree's sandbox
// nonces, so the whole flow runs without loading anything remote. Pure: the web form and tests use it.
import { MEMBERSHIP_MESSAGES, SANDBOX_TEST_CARDS } from './membership';

export interface SandboxCard {
  number: string;
  expiry: string;
  cvv: string;
}

export type SandboxCardErrors = Partial<Record<keyof SandboxCard, string>>;

export const SANDBOX_ONLY_TEST_CARDS =
  'This is the test payment form: please use the test card 4111 1111 1111 1111 (or 4000 1111 1111 1115 to see a decline).';

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY, not before the current month. */
function expiryIsValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** The nonce for a test card, or the errors to show beside the fields. */
export function sandboxNonce(card: SandboxCard, now: Date): { nonce: string } | { errors: SandboxCardErrors } {
  const errors: SandboxCardErrors = {};
  const digits = digitsOf(card.number);
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) errors.number = MEMBERSHIP_MESSAGES.cardNumberInvalid;
  else if (!(digits in SANDBOX_TEST_CARDS)) errors.number = SANDBOX_ONLY_TEST_CARDS;
  if (!expiryIsValid(card.expiry, now)) errors.expiry = MEMBERSHIP_MESSAGES.expiryInvalid;
  if (!/^\d{3,4}$/.test(card.cvv.trim())) errors.cvv = MEMBERSHIP_MESSAGES.cvvInvalid;
  if (Object.keys(errors).length > 0) return { errors };
  return { nonce: SANDBOX_TEST_CARDS[digits as keyof typeof SANDBOX_TEST_CARDS] };
}
