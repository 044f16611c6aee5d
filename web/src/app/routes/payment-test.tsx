import { priceLabel } from '@contracts/membership';
import { ExpertPayment } from '../../features/membership/components/expert-payment';
import styles from '../../features/membership/components/membership.module.css';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The route table's payment signup widget, on its own. */
export function PaymentTestRoute() {
  useDocumentTitle('Payment');
  return (
    <div className={styles.page}>
      <h1>Expert Membership</h1>
      <p>Sign up for a year of expert membership for {priceLabel()}.</p>
      <ExpertPayment submitLabel="Sign Up" />
    </div>
  );
}
