import { applicationName, PROJECTOR_ROLE } from '../infra/process-instance';
import { openPostgres, type SqlDatabase } from '../infra/sql/database';

/**
 * Connections enough for the lanes' transactions side by side (the pages lane's groups and its other
 * projections, one each), their read-through rows and a rebuild: more wait their turn here.
 */
const PROJECTOR_CONNECTIONS = 12;

/**
 * The projector's own connections to the read model, named PROJECTOR_ROLE: every transaction on them
 * appends no events, so readers of the store pass them by (`READABLE_BELOW_SQL`) without being told
 * which they are, and a transaction costs no statement to name itself. They are a pool of their own,
 * so the projector never queues for a connection behind the API's requests. The embedded database
 * has one connection and nothing to pass by: it is shared.
 */
export function openProjectorDatabase<DB>(shared: SqlDatabase<DB>, databaseUrl: string | null): SqlDatabase<DB> {
  if (shared.kind !== 'postgres' || !databaseUrl) return { ...shared, close: async () => {} };
  return openPostgres<DB>(withApplicationName(databaseUrl, applicationName(PROJECTOR_ROLE)), {
    max: PROJECTOR_CONNECTIONS,
    role: PROJECTOR_ROLE,
  });
}

/** A connection string's own application_name would win over the pool's: the projector's name must. */
function withApplicationName(connectionString: string, name: string): string {
  if (!/^postgres(ql)?:\/\//.test(connectionString)) return connectionString;
  const url = new URL(connectionString);
  url.searchParams.set('application_name', name);
  return url.toString();
}
