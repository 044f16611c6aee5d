import { CONTENT_ITEMS_TO_ACTIVATE, type Membership } from '../../contracts/membership';
import type { ContentSummary } from './membership.decider';
import { daysLeft } from './renewal-dates';

export interface MembershipRecord {
  renewAt: Date | null;
  paid: boolean;
}

/**
 * The spec's four states: a renew date and a payment → valid; a renew date unpaid → content-based;
 * no renew date → submit-content below the content needed, else activate.
 */
export function membershipStatus(record: MembershipRecord, content: ContentSummary, now: Date): Membership {
  const { renewAt, paid } = record;
  const base = {
    renewAt: renewAt?.toISOString() ?? null,
    daysLeft: renewAt ? daysLeft(renewAt, now) : null,
    expired: renewAt !== null && renewAt <= now,
    paid: renewAt !== null && paid,
    contentItems: content.items,
    lastSubmissionAt: content.lastSubmissionAt?.toISOString() ?? null,
  };
  if (renewAt) return { ...base, status: paid ? 'valid' : 'content-based' };
  return { ...base, status: content.items >= CONTENT_ITEMS_TO_ACTIVATE ? 'activate' : 'submit-content' };
}
