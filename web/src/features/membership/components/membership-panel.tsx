import { type Membership, MEMBERSHIP_MESSAGES, membershipMessage, priceLabel } from '@contracts/membership';
import { useEffect, useState } from 'react';
import { Button, ButtonLink } from '../../../components/button';
import { Loading } from '../../../components/loading';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { LoadError } from '../../account/components/load-error';
import { activateMembership } from '../api/activate-membership';
import { getMembership } from '../api/get-membership';
import styles from './membership.module.css';
import { PaymentWidget } from './payment-widget';

const needsAttention = (m: Membership) => m.expired || m.status === 'submit-content' || m.status === 'activate';

/** The Expert Area's membership panel: the spec's four states and the action each calls for. */
export function MembershipPanel() {
  const loaded = useServerData('/account/membership', getMembership);
  const [membership, setMembership] = useState<Membership | undefined>(undefined);
  const [activating, setActivating] = useState(false);
  useEffect(() => setMembership(loaded.data), [loaded.data]);

  if (loaded.loading && !membership) return <Loading />;
  if (loaded.error || !membership) return <LoadError message={loaded.error ?? ''} onRetry={loaded.reload} />;

  const activate = async () => {
    setActivating(true);
    try {
      const result = await activateMembership();
      notify.success(result.message);
      setMembership(result.membership);
    } catch (error) {
      notify.warning(errorMessage(error));
    } finally {
      setActivating(false);
    }
  };

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
          <Button variant="accent" busy={activating} onClick={() => void activate()}>
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
      <PaymentWidget
        submitLabel={renewing ? `Renew: Pay ${priceLabel()}` : `Pay ${priceLabel()}`}
        onPaid={setMembership}
      />
    </section>
  );
}
