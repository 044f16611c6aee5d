import { priceLabel } from '@contracts/membership';
import styles from '../../features/membership/components/membership.module.css';
import { PaymentWidget } from '../../features/membership/components/payment-widget';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The route table's payment signup widget, on its own. */
export function PaymentTestRoute() {
  useDocumentTitle('Payment');
  return (
    <div className={styles.page}>
      <h1>Expert Membership</h1>
      <p>Sign up for a year of expert membership for {priceLabel()}. Experts must be logged in to pay.</p>
      <PaymentWidget submitLabel="Sign Up" />
    </div>
  );
}
