import { createHash } from 'node:crypto';
import { DomainError } from '../../common/domain-error';
import { ACCOUNT } from '../../common/projection-names';
import { MEMBERSHIP_MESSAGES, MEMBERSHIP_PRICE, paymentDeclinedMessage } from '../../contracts/membership';
import { userStream } from '../../events/streams';
import type { ChargeResult, PaymentGateway, PaymentLocks } from '../../infra/payments/payment-gateway.port';
import { PAYMENT_GATEWAY, PAYMENT_LOCKS } from '../../infra/tokens';
import type { Write } from '../define-write';
import { membershipDecider } from './membership.decider';

/** Longer than any gateway call takes; a crashed request's lock lapses by itself. */
const LOCK_MS = 2 * 60 * 1000;

/**
 * A year's membership paid with a nonce from the payment widget. Charges once per idempotency key
 * (one per attempt from the client; without it the nonce, single-use at Braintree, stands in): a
 * second submission while the first is charging is refused, and one after it finds the payment in
 * the stream and charges nothing. A decline stores nothing. The charge is made under a lock held
 * around the decision, so it is written out as a Write's decide.
 */
export const payMembership: Write<{ uid: number; nonce: string; idempotencyKey: string | null }> = {
  name: 'PayMembership',
  nextReads: ACCOUNT,
  async decide({ get, writer }, { uid, nonce, idempotencyKey }, context, now) {
    const gateway = get<PaymentGateway>(PAYMENT_GATEWAY);
    const locks = get<PaymentLocks>(PAYMENT_LOCKS);
    // Hashed per expert: the key is the client's, and a nonce never reaches the event store.
    const paymentKey = createHash('sha256')
      .update(`${uid}:${idempotencyKey ?? nonce}`)
      .digest('hex');
    if (!(await locks.acquire(paymentKey, LOCK_MS)))
      throw new DomainError('conflict', MEMBERSHIP_MESSAGES.paymentInProgress);
    try {
      const state = await writer.read(userStream(uid), membershipDecider);
      if (state.paymentKeys.has(paymentKey)) return { position: null };
      const result = await charge(gateway, nonce, paymentKey);
      if (!result.accepted) throw new DomainError('payment_required', paymentDeclinedMessage(result.message));
      const payment = { paymentKey, gateway: gateway.name, transactionId: result.transactionId };
      const { appended } = await writer.decide(
        userStream(uid),
        membershipDecider,
        { type: 'RecordPayment', uid, payment, now },
        context,
      );
      return { position: appended?.position ?? null };
    } finally {
      await locks.release(paymentKey);
    }
  },
};

async function charge(gateway: PaymentGateway, nonce: string, paymentKey: string): Promise<ChargeResult> {
  try {
    return await gateway.charge({
      amount: MEMBERSHIP_PRICE.amount,
      currency: MEMBERSHIP_PRICE.currency,
      nonce,
      orderId: paymentKey.slice(0, 32),
    });
  } catch {
    throw new DomainError('unavailable', MEMBERSHIP_MESSAGES.gatewayUnavailable);
  }
}
