import type { AccountTables } from '../accounts/account-tables';
import type { EventTables } from '../event-store/event-tables';
import type { JobTables } from '../jobs/job-tables';

/** The tables the infrastructure itself writes, whichever projections run above it. */
export interface CoreTables extends AccountTables, EventTables, JobTables {}
