import { Module } from '@nestjs/common';
import { AUTHORED_CONTENT } from '../commands/users/authored-content.port';
import { AccountAccess } from '../commands/users/account-services';
import { AccountController } from '../http/account.controller';
import { AuthController } from '../http/auth.controller';
import { SavedItemsController } from '../http/saved-items.controller';
import { SessionController } from '../http/session.controller';
import { AccountExportQueries } from '../projections/account-export/account-export.queries';
import { AuthoredContentQueries } from '../projections/history/authored-content.queries';
import { HistoryQueries } from '../projections/history/history.queries';
import { ReadModelModule } from './read-model.module';
import { WebModule } from './web.module';
import { WriteSideModule } from './write-side.module';

/** Signing up and in, the member's account, its history and export, saved items. */
@Module({
  imports: [WriteSideModule, ReadModelModule, WebModule],
  controllers: [SessionController, AuthController, AccountController, SavedItemsController],
  providers: [
    AccountAccess,
    HistoryQueries,
    AccountExportQueries,
    AuthoredContentQueries,
    // Deleting an account with its content finds that content through this port.
    { provide: AUTHORED_CONTENT, useExisting: AuthoredContentQueries },
  ],
})
export class AccountsModule {}
