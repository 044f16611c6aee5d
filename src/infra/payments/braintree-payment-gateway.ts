import braintree from 'braintree';
import type { BraintreeConfig } from '../../config/config';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './payment-gateway.port';

/** Braintree (sandbox or production, from configuration): the real drop-in's nonces are charged here. */
export class BraintreePaymentGateway implements PaymentGateway {
  readonly name = 'braintree' as const;
  private readonly gateway: braintree.BraintreeGateway;

  constructor(config: BraintreeConfig) {
    this.gateway = new braintree.BraintreeGateway({
      environment:
        config.environment === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox,
      merchantId: config.merchantId,
      publicKey: config.publicKey,
      privateKey: config.privateKey,
    });
  }

  async clientToken(): Promise<string> {
    const response = await this.gateway.clientToken.generate({});
    return response.clientToken;
  }

  // The merchant account fixes the currency; the amount is what the membership costs in it.
  async charge({ amount, nonce, orderId }: ChargeRequest): Promise<ChargeResult> {
    const result = await this.gateway.transaction.sale({
      amount,
      paymentMethodNonce: nonce,
      orderId,
      options: { submitForSettlement: true },
    });
    if (result.success) return { accepted: true, transactionId: result.transaction.id };
    return { accepted: false, message: result.transaction?.processorResponseText || result.message };
  }
}
