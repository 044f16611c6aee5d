import { MEMBERSHIP_MESSAGES } from './membership';
import { passesLuhn, SANDBOX_ONLY_TEST_CARDS, sandboxNonce } from './sandbox-card';

const NOW = new Date(2026, 10, 24);
const card = (number: string, expiry = '12/28', cvv = '123') => ({ number, expiry, cvv });

describe('the sandbox card form', () => {
  it.each([
    ['4111 1111 1111 1111', 'fake-valid-nonce'],
    ['4111-1111-1111-1111', 'fake-valid-nonce'],
    ['4000 1111 1111 1115', 'fake-processor-declined-visa-nonce'],
  ])('turns the test card %s into %s', (number, nonce) => {
    expect(sandboxNonce(card(number), NOW)).toEqual({ nonce });
  });

  it('checks the card number, then asks for a test card', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(sandboxNonce(card('4111 1111 1111 1112'), NOW)).toEqual({
      errors: { number: MEMBERSHIP_MESSAGES.cardNumberInvalid },
    });
    expect(sandboxNonce(card('12ab'), NOW)).toEqual({ errors: { number: MEMBERSHIP_MESSAGES.cardNumberInvalid } });
    expect(sandboxNonce(card('5555 5555 5555 4444'), NOW)).toEqual({ errors: { number: SANDBOX_ONLY_TEST_CARDS } });
  });

  it.each([
    ['11/26', true],
    ['10/26', false],
    ['13/30', false],
    ['1/27', false],
    ['01/27', true],
  ])('expiry %s valid: %s', (expiry, valid) => {
    expect('nonce' in sandboxNonce(card('4111111111111111', expiry), NOW)).toBe(valid);
  });

  it.each([
    ['12', false],
    ['123', true],
    ['1234', true],
    ['12a', false],
  ])('security code %s valid: %s', (cvv, valid) => {
    expect('nonce' in sandboxNonce(card('4111111111111111', '12/28', cvv), NOW)).toBe(valid);
  });
});
