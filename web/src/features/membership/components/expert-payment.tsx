import { MEMBERSHIP_MESSAGES } from '@contracts/membership';
import { ButtonLink } from '../../../components/button';
import { Loading } from '../../../components/loading';
import { paths } from '../../../lib/paths';
import { useRememberCurrentPath } from '../../auth';
import { useSessionStore } from '../../../lib/session/session-store';
import styles from './membership.module.css';
import { PaymentWidget } from './payment-widget';

/**
 * The payment widget for the expert who is logged in; anyone else learns before any card is typed
 * what paying needs: a login that comes back here, or an expert account.
 */
export function ExpertPayment({ submitLabel }: { submitLabel: string }) {
  const loaded = useSessionStore((state) => state.loaded);
  const user = useSessionStore((state) => state.user);
  const rememberCurrentPath = useRememberCurrentPath();

  if (!loaded) return <Loading />;
  if (user?.role === 'Expert') return <PaymentWidget submitLabel={submitLabel} />;
  if (!user) {
    return (
      <section className={styles.notice} aria-label="Log in to pay">
        <p>Please log in to your expert account before paying. You will come back to this page.</p>
        <div className={styles.noticeActions}>
          <ButtonLink to={paths.login} onClick={rememberCurrentPath}>
            Log in
          </ButtonLink>
          <ButtonLink to={paths.expertSignup} variant="secondary">
            Register as an Expert
          </ButtonLink>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.notice} aria-label="Experts only">
      <p>
        {MEMBERSHIP_MESSAGES.expertsOnly}
        {user.role === 'member' &&
          ' Register as an expert first; your membership can then be paid here or in the Expert Area of My Account.'}
      </p>
      {user.role === 'member' && (
        <div className={styles.noticeActions}>
          <ButtonLink to={paths.expertSignup}>Register as an Expert</ButtonLink>
        </div>
      )}
    </section>
  );
}
