import { DomainError } from '../common/domain-error';
import { type CommandContext, systemContext } from '../commands/command-context';
import { changeRole } from '../commands/users/users.decider';
import { CommandRunner } from '../writes/command-runner';
import { signUp } from '../commands/users/account-writes';
import { UserStreams } from '../commands/users/account-services';
import { emailField, newPasswordField } from '../http/schemas';
import { openCliApp, runCommand } from './cli-app';
import { CliError, SITE_ENVIRONMENT, UsageError } from './command-line';
import { newAccountPassword } from './password-input';

runCommand(
  {
    script: 'admin:create',
    direct: 'node dist/cli/create-admin.js',
    synopsis: '--email ADDRESS [--password PASSWORD]',
    description: [
      'Makes the account with this email an administrator. When no account has it, one is created (as',
      'signup would, with the same password rules) with a password read from standard input: asked for',
      'twice, without echo, on a terminal; read to its end when piped (printf %s "$PASSWORD" | ...).',
    ].join('\n'),
    options: [
      { name: 'email', value: 'ADDRESS', help: 'the account’s email (required)' },
      {
        name: 'password',
        value: 'PASSWORD',
        help: 'the new account’s password instead of standard input (kept in the shell’s history and shown in the process list: prefer standard input)',
      },
    ],
    environment: SITE_ENVIRONMENT,
  },
  async ({ options }) => {
    const given = options.get('email');
    if (given === undefined) throw new UsageError('--email is required.');
    const email = emailField.safeParse(given);
    if (!email.success) throw new CliError(`--email ${given}: ${email.error.issues[0]!.message}`);
    const { app } = await openCliApp();
    try {
      const runner = app.get(CommandRunner);
      const ctx = systemContext(`admin-create-${Date.now()}`);
      let uid = await app.get(UserStreams).uidForEmail(email.data);
      if (uid === null) {
        uid = await createAccount(runner, email.data, await newAccountPassword(options.get('password')), ctx);
        console.log(`Created an account for ${email.data}.`);
      } else if (options.has('password')) {
        console.log(`${email.data} has an account already: its password is left as it was.`);
      }
      await runner.runOnly(changeRole, { uid, role: 'Administrator' }, ctx);
      console.log(`${email.data} (uid ${uid}) is an administrator.`);
    } finally {
      await app.close();
    }
  },
);

/** Signs up as the signup form does, its refusals (a short or common password) told in the form's words. */
async function createAccount(
  runner: CommandRunner,
  email: string,
  password: string,
  ctx: CommandContext,
): Promise<number> {
  const refused = (reason: string) =>
    new CliError(`No account has ${email}, and this password cannot make one: ${reason}`);
  const checked = newPasswordField.safeParse(password);
  if (!checked.success) throw refused(checked.error.issues[0]!.message);
  try {
    return (await runner.runOnly(signUp, { email, password: checked.data }, ctx)).uid;
  } catch (error) {
    throw error instanceof DomainError && error.code === 'validation' ? refused(error.message) : error;
  }
}
