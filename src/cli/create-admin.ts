import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { systemContext } from '../commands/command-context';
import { ChangeRole } from '../commands/users/change-role.command';
import { SignUp } from '../commands/users/sign-up.command';
import { UserStreams } from '../commands/users/account-services';
import { PASSWORD_MIN } from '../contracts/members';
import { CliError, flags, openCliApp, runCli } from './cli-app';

// Usage: npm run admin:create -- --email someone@example.org [--password 'at least 8 characters']
// An existing account becomes an administrator; otherwise one is created with the password.
runCli(async () => {
  const args = flags(process.argv.slice(2));
  const email = z.email().safeParse(args.get('email')?.trim().toLowerCase());
  if (!email.success) throw new CliError('Usage: npm run admin:create -- --email someone@example.org [--password secret]');
  const { app } = await openCliApp();
  try {
    const commands = app.get(CommandBus);
    const ctx = systemContext(`admin-create-${Date.now()}`);
    let uid = await app.get(UserStreams).uidForEmail(email.data);
    if (uid === null) {
      const password = args.get('password');
      if (!password || password.length < PASSWORD_MIN)
        throw new CliError(`No account has ${email.data}: give --password (at least ${PASSWORD_MIN} characters) to create one.`);
      uid = (await commands.execute(new SignUp(email.data, password, ctx))).uid;
    }
    await commands.execute(new ChangeRole(uid, 'Administrator', ctx));
    console.log(`${email.data} (uid ${uid}) is an administrator.`);
  } finally {
    await app.close();
  }
});
