import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { MEMBERSHIP_MESSAGES, MEMBERSHIP_PRICE, paymentDeclinedMessage } from '../../contracts/membership';
import { userStream } from '../../events/streams';
import type { ChargeResult, PaymentGateway, PaymentLocks } from '../../infra/payments/payment-gateway.port';
import { PAYMENT_GATEWAY, PAYMENT_LOCKS } from '../../infra/tokens';
import { StreamWriter } from '../stream-writer';
import { membershipDecider } from './membership.decider';
import { PayMembership } from './pay-membership.command';

/** Longer than any gateway call takes; a crashed request's lock lapses by itself. */
const LOCK_MS = 2 * 60 * 1000;

/**
 * Charges once per idempotency key: a second submission while the first is charging is refused,
 * and one after it finds the payment in the stream and charges nothing. A decline stores nothing.
 */
@CommandHandler(PayMembership)
export class PayMembershipHandler implements ICommandHandler<PayMembership> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(PAYMENT_LOCKS) private readonly locks: PaymentLocks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ uid, nonce, idempotencyKey, context }: PayMembership) {
    // Hashed per expert: the key is the client's, and a nonce never reaches the event store.
    const paymentKey = createHash('sha256')
      .update(`${uid}:${idempotencyKey ?? nonce}`)
      .digest('hex');
    if (!(await this.locks.acquire(paymentKey, LOCK_MS)))
      throw new DomainError('conflict', MEMBERSHIP_MESSAGES.paymentInProgress);
    try {
      const state = await this.writer.read(userStream(uid), membershipDecider);
      if (state.paymentKeys.has(paymentKey)) return { position: null };
      const result = await this.charge(nonce, paymentKey);
      if (!result.accepted) throw new DomainError('payment_required', paymentDeclinedMessage(result.message));
      const payment = { paymentKey, gateway: this.gateway.name, transactionId: result.transactionId };
      const { appended } = await this.writer.decide(
        userStream(uid),
        membershipDecider,
        { type: 'RecordPayment', uid, payment, now: this.clock.now() },
        context,
      );
      return { position: appended?.position ?? null };
    } finally {
      await this.locks.release(paymentKey);
    }
  }

  private async charge(nonce: string, paymentKey: string): Promise<ChargeResult> {
    try {
      return await this.gateway.charge({
        amount: MEMBERSHIP_PRICE.amount,
        currency: MEMBERSHIP_PRICE.currency,
        nonce,
        orderId: paymentKey.slice(0, 32),
      });
    } catch {
      throw new DomainError('unavailable', MEMBERSHIP_MESSAGES.gatewayUnavailable);
    }
  }
}
