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
export async function competeForAdvisoryLock(
  connection: pg.ClientConfig,
  name: string,
  contender: LockContender,
): Promise<() => Promise<void>> {
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
      const session = new LockSession(this.connection, this.stopped.signal);
      // The server went away or refused: the lock (if any) went with the session; try again.
      const lost = await this.competeOn(session).catch(() => false);
      this.firstAttemptMade();
      await session.close();
      await pause(lost ? AFTER_LOSS_MS : RETRY_MS, this.stopped.signal);
    }
  }

  /** Tries for the lock in one session until it ends or competing stops; true if it held the lock and lost it. */
  private async competeOn(session: LockSession): Promise<boolean> {
    await session.client.connect();
    while (session.open) {
      if ((await session.client.query<{ ok: boolean }>(TRY_LOCK, [this.name])).rows[0]?.ok) {
        this.toldWaiting = false;
        this.contender.acquired();
        this.firstAttemptMade();
        const reason = await this.heldUntilLost(session);
        if (reason === null) return false;
        this.contender.lost(reason);
        return true;
      }
      if (!this.toldWaiting) this.contender.waiting();
      this.toldWaiting = true;
      this.firstAttemptMade();
      await session.pause(RETRY_MS);
    }
    return false;
  }

  /** While the lock is held: the reason it was lost, or null once competing stops. */
  private async heldUntilLost(session: LockSession): Promise<string | null> {
    for (;;) {
      await session.pause(CHECK_MS);
      if (this.stopped.signal.aborted) return null;
      if (session.endReason !== null) return session.endReason;
      try {
        const { rows } = await session.client.query<{ ok: boolean }>(STILL_HELD, [this.name]);
        if (!rows[0]?.ok) return 'the server no longer shows it held by this session';
      } catch (error) {
        return `the check failed: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
  }
}

/** One connection to compete on, and why it ended once it has. */
class LockSession {
  readonly client: pg.Client;
  endReason: string | null = null;
  /** Aborted when the session ends or competing stops: a pause ends at once. */
  private readonly over = new AbortController();
  private readonly onStop = () => this.over.abort();

  constructor(
    connection: pg.ClientConfig,
    private readonly stopped: AbortSignal,
  ) {
    this.client = new pg.Client({
      ...connection,
      connectionTimeoutMillis: ANSWER_MS,
      query_timeout: ANSWER_MS,
      keepAlive: true,
    });
    // Always listened to: an 'error' event nobody listens to would end the process.
    this.client.on('error', (error) => this.end(`its connection failed: ${error.message}`));
    this.client.once('end', () => this.end('its connection ended'));
    stopped.addEventListener('abort', this.onStop);
  }

  get open(): boolean {
    return !this.over.signal.aborted;
  }

  pause(ms: number): Promise<undefined> {
    return pause(ms, this.over.signal);
  }

  async close(): Promise<void> {
    this.stopped.removeEventListener('abort', this.onStop);
    await withDeadline(this.client.end(), ANSWER_MS, 'closing the lock connection').catch(() => {});
  }

  private end(reason: string): void {
    this.endReason ??= reason;
    this.over.abort();
  }
}

/** Resolves (with nothing) after `ms`, or at once when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal): Promise<undefined> =>
  sleep(ms, undefined, { signal }).catch(() => undefined);
