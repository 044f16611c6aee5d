import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ADMIN_DATA_MESSAGES, type AuditEventPage } from '../contracts/admin-data';
import { eventRegistry } from '../events/registry';
import { positionFromString } from '../infra/event-store/event-store.port';
import { AuditQueries } from '../projections/audit/audit.queries';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { auditEventPage } from './responses/admin.responses';
import { idQueryField } from './schemas';

const time = z
  .string()
  .max(40, ADMIN_DATA_MESSAGES.badTime)
  .transform((value, ctx) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: ADMIN_DATA_MESSAGES.badTime });
      return z.NEVER;
    }
    return date;
  });

// Empty fields of the screen's form arrive as empty strings: they filter nothing.
const blank = (value: unknown) => (value === '' ? undefined : value);

const eventsQuery = z
  .strictObject({
    stream: z.preprocess(
      blank,
      z.string().trim().max(300, 'Please keep the stream name to 300 characters or fewer.').optional(),
    ),
    type: z.preprocess(
      blank,
      z
        .string()
        .max(100, ADMIN_DATA_MESSAGES.badType)
        .refine((type) => eventRegistry.has(type), ADMIN_DATA_MESSAGES.badType)
        .optional(),
    ),
    actor: z.preprocess(blank, idQueryField(ADMIN_DATA_MESSAGES.badActor).optional()),
    from: z.preprocess(blank, time.optional()),
    to: z.preprocess(blank, time.optional()),
    before: z.preprocess(
      blank,
      z
        .string()
        .max(50, ADMIN_DATA_MESSAGES.badPosition)
        .transform(
          (value, ctx) =>
            positionFromString(value) ??
            (ctx.addIssue({ code: 'custom', message: ADMIN_DATA_MESSAGES.badPosition }), z.NEVER),
        )
        .optional(),
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, ADMIN_DATA_MESSAGES.badRange);

/** The event history: who did what, when, for any item or user. */
@ApiTags('admin')
@Controller('api/admin/events')
export class AdminEventsController {
  constructor(private readonly audit: AuditQueries) {}

  @Get()
  @Auth('Administrator')
  @Output('The event history, newest first, filtered', auditEventPage)
  @Input({ query: eventsQuery })
  list(@Query() query: z.infer<typeof eventsQuery>): Promise<AuditEventPage> {
    return this.audit.page(query);
  }
}
