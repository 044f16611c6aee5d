import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { type Clock, CLOCK } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { ADMIN_DATA_MESSAGES, type ProjectionStatusList } from '../contracts/admin-data';
import { eventRegistry } from '../events/registry';
import { type EventStore, positionToString } from '../infra/event-store/event-store.port';
import type { SqlDatabase } from '../infra/sql/database';
import type { ReadModel } from '../projections/read-model';
import { EVENT_STORE, SQL_DATABASE } from '../infra/tokens';
import { PROJECTIONS } from '../projections/all-projections';
import { projectionLags } from '../projections/projection-status';
import { rebuildStates, requestRebuild } from '../projections/rebuild-requests';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { projectionStatusList } from './responses/admin.responses';
import { messageReply } from './responses/members.responses';
import { CurrentSession, type RequestSession } from './request-context';

const projectionParams = z.object({ name: z.string() });

/** The projections' status against the store's head, and rebuilds of one while the site runs. */
@ApiTags('admin')
@Controller('api/admin/projections')
export class AdminProjectionsController {
  constructor(
    @Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  @Auth('Administrator')
  @Output("Each projection's position, lag and latest rebuild", projectionStatusList)
  @Input({})
  async status(): Promise<ProjectionStatusList> {
    const head = await this.store.headPosition();
    const [lags, rebuilds] = await Promise.all([
      projectionLags(this.database.db, head),
      rebuildStates(this.database.db),
    ]);
    return {
      head: positionToString(head),
      projections: lags.map((lag) => {
        const rebuild = rebuilds.get(lag.name);
        return {
          ...lag,
          rebuild: rebuild
            ? {
                requestedAt: rebuild.requestedAt,
                startedAt: rebuild.startedAt,
                finishedAt: rebuild.finishedAt,
                events: rebuild.events,
                error: rebuild.error,
              }
            : null,
        };
      }),
      eventTypes: [...eventRegistry.keys()].sort(),
    };
  }

  /** The projector (which polls for requests) empties the projection and replays every event into it. */
  @Post(':name/rebuild')
  @HttpCode(202)
  @Auth('Administrator')
  @Output('Ask the projector to rebuild a projection beside the live site', messageReply)
  @Input({ params: projectionParams })
  async rebuild(
    @Param() { name }: z.infer<typeof projectionParams>,
    @CurrentSession() session: RequestSession,
  ): Promise<{ message: string }> {
    if (!PROJECTIONS.some((p) => p.name === name))
      throw new DomainError('not_found', ADMIN_DATA_MESSAGES.projectionNotFound);
    if (!(await requestRebuild(this.database.db, name, session.user.uid, this.clock.now())))
      throw new DomainError('conflict', ADMIN_DATA_MESSAGES.rebuildPending);
    return { message: ADMIN_DATA_MESSAGES.rebuildRequested };
  }
}
