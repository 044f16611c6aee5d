import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthChecks, type ProcessIdentity, type Readiness, readinessHttpStatus } from './health-checks';
import { Input } from './input';

@ApiTags('operations')
@Controller('health')
export class HealthController {
  constructor(private readonly checks: HealthChecks) {}

  @Get('live')
  @Input({})
  @ApiOperation({ summary: 'Liveness: the process runs (no dependency is asked); always 200 while it answers' })
  live(@Res({ passthrough: true }) reply: FastifyReply): ProcessIdentity & { status: 'ok' } {
    reply.header('cache-control', 'no-store');
    return this.checks.live();
  }

  @Get('ready')
  @Input({})
  @ApiOperation({ summary: 'Readiness: dependencies answer and the projections keep up; 503 "unavailable" or "degraded" otherwise' })
  ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<Readiness> {
    return this.readiness(reply);
  }

  /** Readiness, under the address load balancers were first given. */
  @Get()
  @Input({})
  @ApiOperation({ summary: 'Readiness (the same as /health/ready)' })
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
