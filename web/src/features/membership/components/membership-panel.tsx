import { type Membership, MEMBERSHIP_MESSAGES, membershipMessage, priceLabel } from '@contracts/membership';
import { Button, ButtonLink } from '../../../components/button';
import { Loading } from '../../../components/loading';
import { formatDateTime } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { LoadError } from '../../../components/load-error';
import { setServerData } from '../../../lib/server-data/cache';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { answerAs } from '../../../lib/server-data/write';
import { activateMembership } from '../api/activate-membership';
import { getMembership } from '../api/get-membership';
import styles from './membership.module.css';
import { PaymentWidget } from './payment-widget';

const MEMBERSHIP_KEY = '/account/membership';

const needsAttention = (m: Membership) => m.expired || m.status === 'submit-content' || m.status === 'activate';

/** The Expert Area's membership panel: the spec's four states and the action each calls for. */
export function MembershipPanel() {
  const loaded = useServerData(MEMBERSHIP_KEY, getMembership);
  const membership = loaded.data;
  // Activating or paying answers with the membership as it now stands.
  const show = (next: Membership) => setServerData(MEMBERSHIP_KEY, next);
  const activate = useServerWrite({
    run: activateMembership,
    toast: 'warning',
    updates: (result) => [answerAs<Membership>(MEMBERSHIP_KEY, result.membership)],
    invalidates: [],
    onSuccess: (result) => notify.success(result.message),
  });

  if (loaded.loading && !membership) return <Loading />;
  if (loaded.error || !membership) return <LoadError message={loaded.error ?? ''} onRetry={loaded.reload} />;

  const renewing = membership.renewAt !== null;
  return (
    <section className={styles.panel} aria-labelledby="membership-heading" data-status={membership.status}>
      <h3 id="membership-heading" className={styles.heading}>
        Membership
      </h3>
      {/* Part of the panel, not an announcement: a toast says when the status changes (activated, paid). */}
      <p
        className={styles.status}
        data-tone={needsAttention(membership) ? 'attention' : 'calm'}
        data-testid="membership-status"
      >
        {membershipMessage(membership, formatDateTime)}
      </p>
      {membership.status === 'activate' && (
        <div>
          <Button variant="accent" busy={activate.pending} onClick={() => void activate.submit()}>
            {MEMBERSHIP_MESSAGES.activateButton}
          </Button>
        </div>
      )}
      {membership.status === 'submit-content' && (
        <div>
          <ButtonLink to={paths.newArticle} variant="secondary">
            Write an Article
          </ButtonLink>
        </div>
      )}
      <p className={styles.hint}>
        {renewing
          ? 'Renew for a year at any time; the year is added to the time you have left.'
          : `Or take a paid year of membership now for ${priceLabel()}.`}
      </p>
      <PaymentWidget submitLabel={renewing ? `Renew: Pay ${priceLabel()}` : `Pay ${priceLabel()}`} onPaid={show} />
    </section>
  );
}
