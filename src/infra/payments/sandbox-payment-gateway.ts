import { randomUUID } from 'node:crypto';
import { SANDBOX_ACCEPTED_NONCES, SANDBOX_DECLINED_NONCES } from '../../contracts/membership';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './payment-gateway.port';

const accepted = new Set<string>(SANDBOX_ACCEPTED_NONCES);
const declined: Record<string, string> = SANDBOX_DECLINED_NONCES;

/**
 * The default gateway: it moves no money and answers Braintree's sandbox test nonces as Braintree's
 * sandbox does (`fake-valid-nonce` accepted, `fake-processor-declined-visa-nonce` declined …).
 */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;

  async clientToken(): Promise<null> {
    return null;
  }

  async charge({ nonce }: ChargeRequest): Promise<ChargeResult> {
    if (accepted.has(nonce)) return { accepted: true, transactionId: `sandbox-${randomUUID()}` };
    return { accepted: false, message: declined[nonce] ?? 'Unknown payment method nonce' };
  }
}
