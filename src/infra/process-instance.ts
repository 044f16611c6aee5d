import * as os from 'node:os';

/** This process among the site's processes, as an operator finds it in logs and in pg_stat_activity: host and pid. */
export const processInstance = (): string => `${os.hostname()}-${process.pid}`;

/**
 * What PostgreSQL shows for a connection (`pg_stat_activity.application_name`): the site, what the
 * connection serves (the process's roles, or a purpose such as `projector-lock`) and the process.
 */
export const applicationName = (role: string, instance: string = processInstance()): string =>
  `divorce-community ${role} ${instance}`;

/**
 * What the projector's own connections serve (its reads and writes of the read model): they append no
 * events, so whoever watches the store's horizon, in any process, passes their transactions by.
 */
export const PROJECTOR_ROLE = 'projector-writes';
