/** An operator command as its help describes it, and as its arguments are read. */
export interface CommandSpec {
  /** The npm script (`npm run <script>`). */
  script: string;
  /** How the built command runs without npm (the runtime image has no npm scripts' sources). */
  direct: string;
  /** What follows the command: options and operands. */
  synopsis: string;
  description: string;
  /** Each takes a value, named by `value` in the help. */
  options: { name: string; value: string; help: string }[];
  /** Words after the options; refused when absent. */
  operands?: { name: string; help: string };
  environment: { name: string; help: string }[];
}

export interface CommandLine {
  options: Map<string, string>;
  operands: string[];
}

/** An error an operator fixes by changing what they typed; told as its message. */
export class CliError extends Error {}

/** The command line is not one the command takes. */
export class UsageError extends CliError {}

/** What every command that opens the site's data reads from the environment. */
export const SITE_ENVIRONMENT: CommandSpec['environment'] = [
  { name: 'DATABASE_URL', help: 'PostgreSQL (the services profile); unset: the embedded database in DATA_DIR' },
  { name: 'DATA_DIR', help: 'the embedded database, one process at a time (default ./data)' },
  { name: 'REDIS_URL, REDIS_PREFIX', help: 'Redis, required with DATABASE_URL' },
  { name: 'EVENTSTORE_URL', help: 'EventStoreDB instead of the Postgres event table' },
  { name: 'LOG_LEVEL', help: 'the site’s log level (default info)' },
];

const HELP = new Set(['--help', '-h']);

/** The options and operands of `argv`, or 'help' when help is asked for (whatever else is there). */
export function parseCommandLine(spec: CommandSpec, argv: readonly string[]): CommandLine | 'help' {
  if (argv.some((arg) => HELP.has(arg))) return 'help';
  const options = new Map<string, string>();
  const operands: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      operands.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-')) {
      operands.push(arg);
      continue;
    }
    const [name, inline] = splitOption(arg);
    const option = spec.options.find((o) => `--${o.name}` === name);
    if (!option) throw new UsageError(`Unknown option ${name}.`);
    if (options.has(option.name)) throw new UsageError(`${name} is given twice.`);
    let value = inline;
    const next = argv[i + 1];
    if (value === undefined && next !== undefined && !next.startsWith('--')) {
      value = next;
      i++;
    }
    if (value === undefined) throw new UsageError(`${name} needs a value (${option.value}).`);
    options.set(option.name, value);
  }
  if (!spec.operands && operands.length > 0)
    throw new UsageError(
      `Unexpected argument "${operands[0]}" (with npm run, options go after --: npm run ${spec.script} -- --option value).`,
    );
  return { options, operands };
}

function splitOption(arg: string): [string, string | undefined] {
  const equals = arg.indexOf('=');
  return equals < 0 ? [arg, undefined] : [arg.slice(0, equals), arg.slice(equals + 1)];
}

/** The text `--help` prints. */
export function helpText(spec: CommandSpec): string {
  const rows = (entries: [string, string][]) => {
    const width = Math.max(...entries.map(([left]) => left.length));
    return entries.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
  };
  const options: [string, string][] = [
    ...spec.options.map((o): [string, string] => [`--${o.name} ${o.value}`, o.help]),
    ['--help', 'print this help and do nothing else'],
  ];
  const synopsis = spec.synopsis === '' ? '' : ` ${spec.synopsis}`;
  return [
    `Usage: npm run ${spec.script}${synopsis === '' ? '' : ` --${synopsis}`}`,
    `   or: ${spec.direct}${synopsis}`,
    '',
    spec.description,
    '',
    ...(spec.operands ? [...rows([[spec.operands.name, spec.operands.help]]), ''] : []),
    'Options:',
    ...rows(options),
    '',
    'Environment:',
    ...rows(spec.environment.map((e): [string, string] => [e.name, e.help])),
    '',
  ].join('\n');
}
