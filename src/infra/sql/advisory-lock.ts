import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { withDeadline } from '../../common/deadline';

/** A standby tries again this often. */
const RETRY_MS = 2_000;
/**
 * A holder that lost the lock waits longer before it competes again, so that a standby takes over:
 * a lost connection may mean this process's network is the trouble.
 */
const AFTER_LOSS_MS = 5_000;
/**
 * A holder asks this often whether its session still holds the lock, and gives up the lead when no
 * answer comes within ANSWER_MS: a connection cut without a word (a network partition) says nothing
 * otherwise, while the server may already have let a standby take over.
 */
const CHECK_MS = 2_000;
const ANSWER_MS = 5_000;

/** Who competes for an advisory lock, told each time it changes hands. */
export interface LockContender {
  /** This process holds the lock. */
  acquired(): void;
  /** Another process holds it; this one tries again every few seconds (told once per wait). */
  waiting(): void;
  /** This process no longer holds it (its connection ended, or a check found it gone); it competes again. */
  lost(reason: string): void;
}

// hashtext(name) is the lock's one bigint key; pg_locks shows its upper and lower halves.
const TRY_LOCK = 'select pg_try_advisory_lock(hashtext($1)) as ok';
const STILL_HELD = `
  select exists (
    select 1 from pg_locks
    where locktype = 'advisory' and pid = pg_backend_pid() and granted and objsubid = 1
      and classid::bigint = (hashtext($1)::bigint >> 32) & 4294967295
      and objid::bigint = hashtext($1)::bigint & 4294967295
  ) as ok`;

/**
 * Competes for the session-level advisory lock `name` on a connection of its own, for as long as it
 * runs: a lost connection (or lock) is reported to the contender and competing starts over on a new
 * connection. Resolves once the first attempt is made, with a function that stops competing and
 * lets the lock go.
 */
export async function competeForAdvisoryLock(connection: pg.ClientConfig, name: string, contender: LockContender): Promise<() => Promise<void>> {
  const contest = new Contest(connection, name, contender);
  const competing = contest.run();
  await contest.firstAttempt;
  return async () => {
    contest.stopped.abort();
    await competing;
  };
}

class Contest {
  readonly stopped = new AbortController();
  private firstAttemptMade!: () => void;
  readonly firstAttempt = new Promise<void>((resolve) => (this.firstAttemptMade = resolve));
  private toldWaiting = false;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly name: string,
    private readonly contender: LockContender,
  ) {}

  async run(): Promise<void> {
    while (!this.stopped.signal.aborted) {
      const client = new pg.Client({ ...this.connection, connectionTimeoutMillis: ANSWER_MS, query_timeout: ANSWER_MS, keepAlive: true });
      // The server went away or refused: the lock (if any) went with the session; try again.
      const lost = await this.competeOn(client).catch(() => false);
      this.firstAttemptMade();
      await withDeadline(client.end(), ANSWER_MS, 'closing the lock connection').catch(() => {});
      await pause(lost ? AFTER_LOSS_MS : RETRY_MS, this.stopped.signal);
    }
  }

  /** Tries for the lock on one connection until it ends or competing stops; true if it held the lock and lost it. */
  private async competeOn(client: pg.Client): Promise<boolean> {
    const signal = this.stopped.signal;
    const ended = sessionEnd(client);
    await client.connect();
    while (!signal.aborted) {
      if ((await client.query<{ ok: boolean }>(TRY_LOCK, [this.name])).rows[0]?.ok) {
        this.toldWaiting = false;
        this.contender.acquired();
        this.firstAttemptMade();
        const reason = await heldUntilLost(client, this.name, ended, signal);
        if (reason === null) return false;
        this.contender.lost(reason);
        return true;
      }
      if (!this.toldWaiting) this.contender.waiting();
      this.toldWaiting = true;
      this.firstAttemptMade();
      if ((await Promise.race([pause(RETRY_MS, signal), ended])) !== undefined) return false;
    }
    return false;
  }
}

/** Why the session is over, once it is: resolves with the connection's error, or its end. */
function sessionEnd(client: pg.Client): Promise<string> {
  return new Promise((resolve) => {
    // Always listened to: an 'error' event nobody listens to would end the process.
    client.on('error', (error) => resolve(`its connection failed: ${error.message}`));
    client.once('end', () => resolve('its connection ended'));
  });
}

/** While the lock is held: the reason it was lost, or null once competing stops. */
async function heldUntilLost(client: pg.Client, name: string, ended: Promise<string>, stopped: AbortSignal): Promise<string | null> {
  for (;;) {
    const reason = await Promise.race([pause(CHECK_MS, stopped), ended]);
    if (stopped.aborted) return null;
    if (reason !== undefined) return reason;
    try {
      if (!(await client.query<{ ok: boolean }>(STILL_HELD, [name])).rows[0]?.ok) return 'the server no longer shows it held by this session';
    } catch (error) {
      return `the check failed: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
}

/** Resolves (with nothing) after `ms`, or at once when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal): Promise<undefined> => sleep(ms, undefined, { signal }).catch(() => undefined);
