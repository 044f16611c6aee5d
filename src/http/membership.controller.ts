import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { membershipStatus } from '../commands/membership/membership-status';
import { activateMembership } from '../commands/membership/membership.decider';
import { payMembership } from '../commands/membership/pay-membership';
import { type Clock, CLOCK } from '../common/clock';
import { DomainError } from '../common/domain-error';
import {
  type Membership,
  MEMBERSHIP_MESSAGES,
  type PaymentResult,
  type PaymentWidgetConfig,
} from '../contracts/membership';
import type { PaymentGateway } from '../infra/payments/payment-gateway.port';
import { PAYMENT_GATEWAY } from '../infra/tokens';
import { ExpertMembershipsQueries } from '../projections/expert-memberships/expert-memberships.queries';
import { CommandRunner } from '../writes/command-runner';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { membership, membershipActivated, paymentResult, paymentWidgetConfig } from './responses/membership.responses';
import { RateLimits } from './rate-limits';
import { Ctx, CurrentSession, type RequestSession } from './request-context';

const PAYMENT_REFERENCE_INVALID = 'The payment reference is not valid. Please reload the page and try again.';
const paymentBody = z.object({
  nonce: z
    .string({ error: MEMBERSHIP_MESSAGES.nonceRequired })
    .trim()
    .min(1, MEMBERSHIP_MESSAGES.nonceRequired)
    .max(4096, MEMBERSHIP_MESSAGES.nonceRequired),
  idempotencyKey: z
    .string()
    .max(100, PAYMENT_REFERENCE_INVALID)
    .regex(/^[\w-]{8,100}$/, PAYMENT_REFERENCE_INVALID)
    .optional(),
});

@ApiTags('membership')
@Controller('api')
export class MembershipController {
  constructor(
    private readonly memberships: ExpertMembershipsQueries,
    private readonly runner: CommandRunner,
    private readonly limits: RateLimits,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The logged-in expert's membership: one of the spec's four states. */
  @Get('account/membership')
  @Auth('Expert')
  @Output('Your expert membership', membership)
  @Input({})
  async membership(@CurrentSession() session: RequestSession): Promise<Membership> {
    return this.view(session.user.uid);
  }

  /** "Activate Profile": the free month, once the expert has 3 or more content items. */
  @Post('account/membership/activate')
  @HttpCode(200)
  @Auth('Expert')
  @Output('Activate your expert profile for a free month (3 or more contributions)', membershipActivated)
  @Input({})
  async activate(
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<{ message: string; membership: Membership }> {
    await this.runner.run(activateMembership, { uid: session.user.uid }, ctx);
    return { message: MEMBERSHIP_MESSAGES.activated, membership: await this.view(session.user.uid) };
  }

  /**
   * 150.00 USD for a year from now, or from the current renew date when that is later (paying early
   * loses nothing). A decline is 402 with the gateway's reason and stores nothing; a repeated
   * submission with the same idempotency key (else the same nonce) charges once.
   */
  @Post('account/membership/payments')
  @HttpCode(201)
  @Auth('Expert')
  @Output('Pay for a year of membership (a decline answers 402 and charges nothing)', paymentResult)
  @Input({ body: paymentBody })
  async pay(
    @Body() body: z.infer<typeof paymentBody>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
    @Req() req: FastifyRequest,
  ): Promise<PaymentResult> {
    await this.limits.check('payment', req.ip, String(session.user.uid));
    await this.runner.run(
      payMembership,
      { uid: session.user.uid, nonce: body.nonce, idempotencyKey: body.idempotencyKey ?? null },
      ctx,
    );
    return { message: MEMBERSHIP_MESSAGES.paymentAccepted, membership: await this.view(session.user.uid) };
  }

  /**
   * Which payment widget to show: the sandbox card form, or Braintree's drop-in with its client token.
   * Public: the spec's /payment-test shows the widget to anyone, and a client token only lets a browser
   * tokenize a card; paying needs an expert's session.
   */
  @Get('payments/client-token')
  @Output("Which payment widget to show, with the token Braintree's needs", paymentWidgetConfig)
  @Input({})
  async clientToken(): Promise<PaymentWidgetConfig> {
    if (this.gateway.name === 'sandbox') return { gateway: 'sandbox', clientToken: null };
    const clientToken = await this.gateway.clientToken().catch(() => null);
    if (!clientToken) throw new DomainError('unavailable', MEMBERSHIP_MESSAGES.gatewayUnavailable);
    return { gateway: 'braintree', clientToken };
  }

  private async view(uid: number): Promise<Membership> {
    const [record, content] = await Promise.all([this.memberships.membership(uid), this.memberships.summary(uid)]);
    return membershipStatus(record, content, this.clock.now());
  }
}
