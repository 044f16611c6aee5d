import { SandboxPaymentGateway } from './sandbox-payment-gateway';

const charge = (nonce: string) =>
  new SandboxPaymentGateway().charge({ amount: '150.00', currency: 'USD', nonce, orderId: 'order-1' });

describe('the sandbox payment gateway', () => {
  it.each(['fake-valid-nonce', 'fake-valid-visa-nonce', 'fake-paypal-one-time-nonce'])(
    'accepts %s as Braintree’s sandbox does',
    async (nonce) => {
      const result = await charge(nonce);
      expect(result).toEqual({ accepted: true, transactionId: expect.stringMatching(/^sandbox-/) });
    },
  );

  it.each([
    ['fake-processor-declined-visa-nonce', 'Do Not Honor'],
    ['fake-declined-nonce', 'Declined'],
    ['fake-consumed-nonce', 'Cannot use a payment_method_nonce more than once.'],
    ['anything-else', 'Unknown payment method nonce'],
  ])('declines %s with the reason %p', async (nonce, message) => {
    expect(await charge(nonce)).toEqual({ accepted: false, message });
  });

  it('needs no client token', async () => {
    expect(await new SandboxPaymentGateway().clientToken()).toBeNull();
  });
});
