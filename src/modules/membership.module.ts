import { Module } from '@nestjs/common';
import { EXPERT_CONTENT } from '../commands/membership/expert-content.port';
import { MembershipController } from '../http/membership.controller';
import { ExpertMembershipsQueries } from '../projections/expert-memberships/expert-memberships.queries';
import { ReadModelModule } from './read-model.module';
import { WebModule } from './web.module';
import { WriteSideModule } from './write-side.module';

/** An expert's paid membership: the free month, payments, renewals. */
@Module({
  imports: [WriteSideModule, ReadModelModule, WebModule],
  controllers: [MembershipController],
  providers: [
    // The membership rules count the expert's content through this port.
    { provide: EXPERT_CONTENT, useExisting: ExpertMembershipsQueries },
  ],
})
export class MembershipModule {}
