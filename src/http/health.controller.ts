import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthChecks, type ProcessIdentity, type Readiness, readinessHttpStatus } from './health-checks';
import { Input } from './input';
import { Output } from './output';
import { liveness, readiness } from './responses/health.responses';

@ApiTags('operations')
@Controller('health')
export class HealthController {
  constructor(private readonly checks: HealthChecks) {}

  @Get('live')
  @Output('Liveness: the process runs (no dependency is asked); always 200 while it answers', liveness)
  @Input({})
  live(@Res({ passthrough: true }) reply: FastifyReply): ProcessIdentity & { status: 'ok' } {
    reply.header('cache-control', 'no-store');
    return this.checks.live();
  }

  @Get('ready')
  @Output(
    'Readiness: dependencies answer and the projections keep up (503 "unavailable" or "degraded" otherwise, with the same answer)',
    readiness,
    {
      sameBodyOn: [503],
    },
  )
  @Input({})
  ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<Readiness> {
    return this.readiness(reply);
  }

  /** Readiness, under the address load balancers were first given. */
  @Get()
  @Output('Readiness, the same as /health/ready (503 with the same answer when something is down or lags)', readiness, {
    sameBodyOn: [503],
  })
  @Input({})
  health(@Res({ passthrough: true }) reply: FastifyReply): Promise<Readiness> {
    return this.readiness(reply);
  }

  private async readiness(reply: FastifyReply): Promise<Readiness> {
    reply.header('cache-control', 'no-store');
    const readiness = await this.checks.ready();
    reply.status(readinessHttpStatus(readiness));
    return readiness;
  }
}
