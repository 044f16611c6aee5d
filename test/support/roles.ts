import { systemContext } from '../../src/commands/command-context';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import type { Role } from '../../src/contracts/members';
import type { ApiClient } from './api-client';
import type { TestApp } from './test-app';
import { until } from './until';

/** Gives account `uid` the role, and waits until its signed-in client's session has it (the read model caught up). */
export async function grantRole(t: TestApp, client: ApiClient, uid: number, role: Role): Promise<void> {
  await t.app.get(CommandRunner).run(changeRole, { uid: uid, role: role }, systemContext('test'));
  await until(async () => (await client.get('/api/session')).body.user.role === role, `the ${role} role`);
}
