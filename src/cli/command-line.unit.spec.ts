import { type CommandSpec, helpText, parseCommandLine, UsageError } from './command-line';

const spec: CommandSpec = {
  script: 'admin:create',
  direct: 'node dist/cli/create-admin.js',
  synopsis: '--email ADDRESS [--password PASSWORD]',
  description: 'Makes an administrator.',
  options: [
    { name: 'email', value: 'ADDRESS', help: 'the email' },
    { name: 'password', value: 'PASSWORD', help: 'the password' },
  ],
  environment: [{ name: 'DATABASE_URL', help: 'PostgreSQL' }],
};
const withOperands: CommandSpec = { ...spec, options: [], operands: { name: 'PROJECTION ...', help: 'which' } };

describe('parseCommandLine', () => {
  it('reads options with their values, spaced or after =', () => {
    expect(parseCommandLine(spec, ['--email', 'a@b.org', '--password=-x y'])).toEqual({
      options: new Map([
        ['email', 'a@b.org'],
        ['password', '-x y'],
      ]),
      operands: [],
    });
  });
  it('asks for help whatever else the line holds, so that help never runs the command', () => {
    expect(parseCommandLine(spec, ['--email', 'a@b.org', '--help'])).toBe('help');
    expect(parseCommandLine(spec, ['--bogus', '-h'])).toBe('help');
  });
  it('refuses an option the command does not take', () => {
    expect(() => parseCommandLine(spec, ['--email', 'a@b.org', '--admin'])).toThrow(
      new UsageError('Unknown option --admin.'),
    );
    expect(() => parseCommandLine(spec, ['-e', 'a@b.org'])).toThrow(new UsageError('Unknown option -e.'));
  });
  it('refuses an option without its value, or given twice', () => {
    expect(() => parseCommandLine(spec, ['--email'])).toThrow(new UsageError('--email needs a value (ADDRESS).'));
    expect(() => parseCommandLine(spec, ['--email', '--password', 'x'])).toThrow(
      new UsageError('--email needs a value (ADDRESS).'),
    );
    expect(() => parseCommandLine(spec, ['--email', 'a', '--email', 'b'])).toThrow(
      new UsageError('--email is given twice.'),
    );
  });
  it('refuses words a command without operands does not take, saying where npm wants the options', () => {
    // `npm run admin:create --email a@b.org` (no --) keeps --email for npm and passes the address alone.
    expect(() => parseCommandLine(spec, ['a@b.org'])).toThrow(
      /^Unexpected argument "a@b\.org" \(with npm run, options go after --/,
    );
  });
  it('passes operands to a command that takes them, also after --', () => {
    expect(parseCommandLine(withOperands, ['users', '--', '--odd'])).toEqual({
      options: new Map(),
      operands: ['users', '--odd'],
    });
  });
});

describe('helpText', () => {
  it('gives both ways to run the command, each option and the environment', () => {
    const text = helpText(spec);
    expect(text).toContain(
      'Usage: npm run admin:create -- --email ADDRESS [--password PASSWORD]\n   or: node dist/cli/create-admin.js --email ADDRESS',
    );
    expect(text).toMatch(/^ {2}--email ADDRESS +the email$/m);
    expect(text).toMatch(/^ {2}--help +print this help and do nothing else$/m);
    expect(text).toMatch(/^Environment:\n {2}DATABASE_URL {2}PostgreSQL$/m);
  });
  it('shows a command without options as typed', () => {
    expect(helpText({ ...spec, synopsis: '', options: [] })).toContain(
      'Usage: npm run admin:create\n   or: node dist/cli/create-admin.js\n',
    );
  });
});
