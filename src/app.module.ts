import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { MODULE_METADATA } from '@nestjs/common/constants';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import type { Config } from './config/config';
import { requestLogOptions } from './http/request-log';
import { EVENT_VERSIONS } from './events/registry';
import { InfraModule } from './infra/infra.module';
import { AccountsModule } from './modules/accounts.module';
import { AdminModule } from './modules/admin.module';
import { ContentModule } from './modules/content.module';
import { ExpertsModule } from './modules/experts.module';
import { LiveModule } from './modules/live.module';
import { MembershipModule } from './modules/membership.module';
import { NotificationsModule } from './modules/notifications.module';
import { OperationsModule } from './modules/operations.module';
import { SiteModule } from './modules/site.module';
import { TopicsModule } from './modules/topics.module';
import { ALL_MIGRATIONS } from './projections/all-migrations';
import { INLINE_PROJECTIONS } from './projections/all-projections';

/** One module per area, each with its controllers, command handlers and queries. The site last: its SPA fallback answers what no other route does. */
const AREAS = [
  AccountsModule,
  OperationsModule,
  ContentModule,
  NotificationsModule,
  TopicsModule,
  AdminModule,
  MembershipModule,
  ExpertsModule,
  LiveModule,
  SiteModule,
];

/** Every controller, area by area: the API reference is built from them. */
export const CONTROLLERS: Type[] = AREAS.flatMap(
  (area) => (Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, area) as Type[] | undefined) ?? [],
);

@Module({})
export class AppModule {
  /** `logger` is the process's one logger: the HTTP requests are written by it too. */
  static forRoot(config: Config, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfraModule.forRoot(config, ALL_MIGRATIONS, EVENT_VERSIONS, INLINE_PROJECTIONS),
        LoggerModule.forRoot({ pinoHttp: requestLogOptions(logger) }),
        ...AREAS,
      ],
    };
  }
}
