/** What the site needs running before it starts, and the variable that says where. */
export interface Dependency {
  name: 'PostgreSQL' | 'Redis' | 'EventStoreDB';
  variable: 'DATABASE_URL' | 'REDIS_URL' | 'EVENTSTORE_URL';
  url: string;
}

const DEFAULT_PORTS: Record<Dependency['name'], number> = { PostgreSQL: 5432, Redis: 6379, EventStoreDB: 2113 };

/** Start-up stops: one line per dependency that did not answer. */
export class UnreachableDependenciesError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

/** Where a dependency is, as host and port: never the user name or password the URL may hold. */
export function addressOf(dependency: Dependency): string {
  const url = new URL(dependency.url);
  // PostgreSQL may be reached through a socket folder given as `?host=`.
  const host = url.searchParams.get('host') ?? (url.hostname || 'localhost');
  return `${host}:${url.port || DEFAULT_PORTS[dependency.name]}`;
}

/** The line an operator reads, e.g. `Cannot reach PostgreSQL at postgres:5432 (DATABASE_URL): connect ECONNREFUSED 10.0.0.2:5432`. */
export function unreachableLine(dependency: Dependency, error: unknown): string {
  const password = decodeURIComponent(new URL(dependency.url).password);
  const reason = password ? reasonOf(error).replaceAll(password, '***') : reasonOf(error);
  return `Cannot reach ${dependency.name} at ${addressOf(dependency)} (${dependency.variable}): ${reason}`;
}

/** A connection error in a few words: Node reports a refusal on every address of a name as an AggregateError without a message. */
function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && !error.message && error.errors.length > 0) return reasonOf(error.errors[0]);
  if (error instanceof Error) return error.message || (error as NodeJS.ErrnoException).code || error.name;
  return String(error);
}
