import { systemContext } from '../../src/commands/command-context';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import { signUpMember, type SignedUpMember } from './e2e-members';
import type { TestApp } from './test-app';

/** A member made an administrator, once the server treats the session as one (the read model catches up). */
export async function signUpAdministrator(app: TestApp): Promise<SignedUpMember> {
  const admin = await signUpMember(app.baseUrl, 'admin');
  await app.app
    .get(CommandRunner)
    .run(changeRole, { uid: admin.user.uid, role: 'Administrator' }, systemContext('e2e'));
  for (let tries = 0; (await admin.api.get('/api/admin/summary')).status !== 200; tries++) {
    if (tries > 100) throw new Error('the administrator role never arrived');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return admin;
}
