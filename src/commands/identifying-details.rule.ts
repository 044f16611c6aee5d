import { DomainError } from '../common/domain-error';
import { findIdentifyingDetails, identifyingDetailsRefusal } from '../contracts/identifying-details';

/**
 * Posts, comments and answers that identify someone are published only once the author has seen
 * the warning and chosen "Post anyway" (`confirmed`). The browser asks before sending; this asks
 * again, with a 422 naming what was found, for a client that did not.
 */
export function refuseUnconfirmedIdentifyingDetails(confirmed: boolean | undefined, ...texts: string[]): void {
  if (confirmed === true) return;
  const found = findIdentifyingDetails(...texts);
  if (found.length > 0) throw new DomainError('unprocessable', identifyingDetailsRefusal(found));
}
