import { Module } from '@nestjs/common';
import { HealthChecks } from '../http/health-checks';
import { HealthController } from '../http/health.controller';
import { HealthServer } from '../http/health-server';
import { JobsWorker } from '../jobs/jobs.worker';
import { ProjectorService } from '../projections/projector.service';
import { FirstTopicsSeeder } from '../startup/first-topics-seeder';
import { ReadModelModule } from './read-model.module';
import { WriteSideModule } from './write-side.module';

/**
 * What a process runs besides the API, each by its roles: the projector, the job workers, the first
 * topics, the health checks. One module, so that they start together (the first topics wait for the
 * projector) and stop before the adapters close.
 */
@Module({
  imports: [WriteSideModule, ReadModelModule],
  controllers: [HealthController],
  providers: [ProjectorService, JobsWorker, FirstTopicsSeeder, HealthChecks, HealthServer],
})
export class OperationsModule {}
