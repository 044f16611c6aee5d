// The moderation contract, shared by the server and (later) the administrators' screens.
// Plain constants and types only.
import type { PostKind } from './content';

export type ReportedKind = 'comments' | 'answers';

/** One member's report of one comment or answer; a second report by the same member adds nothing. */
export interface ViolationReport {
  /** Stable per reporter and target. */
  id: string;
  targetKind: ReportedKind;
  targetId: number;
  /** The post the comment or answer belongs to. */
  parentKind: PostKind | null;
  parentId: number | null;
  /** The reported text as it was when reported. */
  text: string | null;
  reporterId: number;
  reportedAt: string;
  status: 'open';
}
