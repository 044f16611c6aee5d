import { z } from 'zod';
import { MEMBERSHIP_MESSAGES } from '../../contracts/membership';

export const membership = z.object({
  status: z.enum(['valid', 'content-based', 'submit-content', 'activate']),
  renewAt: z.string().nullable().describe('When the membership ends; null if never activated.'),
  daysLeft: z.number().int().nullable(),
  expired: z.boolean(),
  paid: z.boolean().describe('The current period was paid for.'),
  contentItems: z.number().int(),
  lastSubmissionAt: z.string().nullable(),
});

export const membershipActivated = z.object({ message: z.string(), membership });

export const paymentResult = z.object({ message: z.literal(MEMBERSHIP_MESSAGES.paymentAccepted), membership });

export const paymentWidgetConfig = z.discriminatedUnion('gateway', [
  z.object({ gateway: z.literal('sandbox'), clientToken: z.null() }),
  z.object({ gateway: z.literal('braintree'), clientToken: z.string() }),
]);
