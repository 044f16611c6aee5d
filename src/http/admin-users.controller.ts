import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { changeRole } from '../commands/users/users.decider';
import { DomainError } from '../common/domain-error';
import { ROLES } from '../contracts/members';
import {
  type RoleChanged,
  USER_MANAGEMENT_MESSAGES,
  USER_QUERY_MAX,
  type UserLookup,
} from '../contracts/user-management';
import { CommandRunner } from '../writes/command-runner';
import { UserLookupQueries } from '../projections/users/user-lookup.queries';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { roleChanged, userLookup } from './responses/admin.responses';
import { Ctx } from './request-context';
import { idParam } from './schemas';

// Checked on the whole query, so that the message reads exactly as written (no field prefix).
// The length is checked there too; stated on the field for the API's documentation.
const lookupQuery = z
  .strictObject({
    q: z
      .string({ error: USER_MANAGEMENT_MESSAGES.queryRequired })
      .trim()
      .meta({ maxLength: USER_QUERY_MAX })
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.q) ctx.addIssue({ code: 'custom', message: USER_MANAGEMENT_MESSAGES.queryRequired });
    else if (query.q.length > USER_QUERY_MAX)
      ctx.addIssue({ code: 'custom', message: USER_MANAGEMENT_MESSAGES.queryTooLong });
  });
const userParams = z.object({ uid: idParam });
const roleBody = z.object({ role: z.enum(ROLES, { error: USER_MANAGEMENT_MESSAGES.roleInvalid }) });

const userId = (uid: number | null) => {
  if (uid === null) throw new DomainError('not_found', USER_MANAGEMENT_MESSAGES.userNotFound);
  return uid;
};

/** User management: administrators look users up and grant or revoke Expert and Administrator. */
@ApiTags('admin')
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(
    private readonly users: UserLookupQueries,
    private readonly runner: CommandRunner,
  ) {}

  @Get()
  @Auth('Administrator')
  @Output('Find users by username or email', userLookup)
  @Input({ query: lookupQuery })
  async lookup(@Query() query: z.infer<typeof lookupQuery>): Promise<UserLookup> {
    return { users: await this.users.find(query.q!) };
  }

  /** Revoking a role leaves a member; the role held already answers `changed: false` and records nothing. */
  @Put(':uid/role')
  @Auth('Administrator')
  @Output('Grant or revoke the Expert or Administrator role', roleChanged)
  @Input({ params: userParams, body: roleBody })
  async changeRole(
    @Param() params: z.infer<typeof userParams>,
    @Body() body: z.infer<typeof roleBody>,
    @Ctx() ctx: CommandContext,
  ): Promise<RoleChanged> {
    const uid = userId(params.uid);
    // The account must exist in the read model too: an id the lookup cannot show is no one to manage.
    if (!(await this.users.byUid(uid))) throw new DomainError('not_found', USER_MANAGEMENT_MESSAGES.userNotFound);
    // Read-your-writes: the row shows the new role, and the user's next request already has it.
    const { changed } = await this.runner.run(changeRole, { uid, role: body.role }, ctx);
    const user = await this.users.byUid(uid);
    if (!user) throw new DomainError('not_found', USER_MANAGEMENT_MESSAGES.userNotFound);
    return {
      user,
      changed,
      message: changed ? USER_MANAGEMENT_MESSAGES.roleChanged(user) : USER_MANAGEMENT_MESSAGES.roleUnchanged(user),
    };
  }
}
