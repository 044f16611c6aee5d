import { CliError } from './command-line';

/** What has been typed at a prompt that does not echo, and whether the typing is over. */
export interface HiddenTyping {
  typed: string;
  ended: 'no' | 'entered' | 'cancelled';
}

const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACES = new Set(['\u007f', '\b']);
// What arrow, function and Alt- keys send (ESC [ … final, ESC O x, ESC x): no part of a password.
// eslint-disable-next-line no-control-regex
const ESCAPE_SEQUENCES = /\u001b(\[[0-9;?]*[ -/]*[@-~]|O.|.)?/gs;

/** The typing after the keys of `chunk` (raw mode: one character a key, pasted text at once). */
export function typeHidden(typing: HiddenTyping, chunk: string): HiddenTyping {
  let { typed } = typing;
  for (const key of chunk.replace(ESCAPE_SEQUENCES, '')) {
    if (key === CTRL_C) return { typed: '', ended: 'cancelled' };
    if (key === '\r' || key === '\n' || key === CTRL_D) return { typed, ended: 'entered' };
    if (BACKSPACES.has(key)) typed = [...typed].slice(0, -1).join('');
    else if (key >= ' ') typed += key;
  }
  return { typed, ended: 'no' };
}

/** Asks on the terminal for a line it does not echo. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  // Raw before the question shows: what is typed once it shows is never echoed.
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  process.stderr.write(question);
  return new Promise((resolve, reject) => {
    let typing: HiddenTyping = { typed: '', ended: 'no' };
    const onData = (chunk: string) => {
      typing = typeHidden(typing, chunk);
      if (typing.ended === 'no') return;
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      if (typing.ended === 'cancelled') reject(new CliError('Cancelled: no account was created.'));
      else resolve(typing.typed);
    };
    stdin.on('data', onData);
  });
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  stream.setEncoding('utf8');
  for await (const chunk of stream) text += chunk as string;
  return text;
}

/**
 * The password for a new account: `--password` when given; else standard input, asked for twice
 * without echo on a terminal, or read to its end when piped (one line; its line break is not part of it).
 */
export async function newAccountPassword(given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  if (!process.stdin.isTTY) return (await readAll(process.stdin)).replace(/\r?\n$/, '');
  const password = await promptHidden('Password for the new account (not shown): ');
  const again = await promptHidden('The same password again: ');
  if (again !== password) throw new CliError('The two passwords differ: no account was created.');
  return password;
}
