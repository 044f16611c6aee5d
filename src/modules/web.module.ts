import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ErrorsFilter } from '../http/errors.filter';
import { AuthGuard } from '../http/guards/auth.guard';
import { NewPasswordFirstGuard } from '../http/guards/new-password-first.guard';
import { InputValidationGuard } from '../http/input';
import { RateLimits } from '../http/rate-limits';
import { SessionStarter } from '../http/session-starter';
import { ReadModelModule } from './read-model.module';

/** What every route goes through (guards, the error filter) and what several areas' routes use. */
@Module({
  imports: [ReadModelModule],
  providers: [
    RateLimits,
    SessionStarter,
    // In this order: who may call a route is told before what is wrong with the input.
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: NewPasswordFirstGuard },
    { provide: APP_GUARD, useClass: InputValidationGuard },
    { provide: APP_FILTER, useClass: ErrorsFilter },
  ],
  exports: [RateLimits, SessionStarter],
})
export class WebModule {}
