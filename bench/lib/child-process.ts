import { fork } from 'node:child_process';

type Reply<T> = { ok: true; result: T } | { ok: false; error: string };

// Load generators and clients run in a child process so that their CPU use does not slow the
// server they measure: the parent sends the options and gets one reply.

/** Runs the module at `file` (which calls `serveInChild`) with `options`, and resolves with its result. */
export function runInChild<O, T>(file: string, options: O, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(file, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let settled = false;
    child.once('message', (message: Reply<T>) => {
      settled = true;
      if (message.ok) resolve(message.result);
      else reject(new Error(`${what} failed: ${message.error}`));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`${what} child exited with ${code}`));
    });
    child.send(options as object);
  });
}

/** In the child: waits for the options, runs `work` and sends its result (or error) back, then exits. */
export function serveInChild<O, T>(work: (options: O) => Promise<T>): void {
  process.once('message', (options: O) => {
    const reply = (message: Reply<T>) => process.send!(message, undefined, {}, () => process.exit(0));
    work(options).then(
      (result) => reply({ ok: true, result }),
      (error: unknown) => reply({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
