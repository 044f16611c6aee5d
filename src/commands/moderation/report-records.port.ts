import type { ReportedKind } from '../../contracts/moderation';

/** What hiding by reports reads: who has an open report of an item. Read from the moderation read model. */
export interface ReportRecords {
  openReporters(kind: ReportedKind, id: number): Promise<number[]>;
}

export const REPORT_RECORDS = Symbol('ReportRecords');
