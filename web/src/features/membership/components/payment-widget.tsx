import { type Membership, MEMBERSHIP_PRICE, priceLabel } from '@contracts/membership';
import { lazy, Suspense, useRef, useState } from 'react';
import { Loading } from '../../../components/loading';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { LoadError } from '../../../components/load-error';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { getPaymentWidget } from '../api/get-payment-widget';
import { payMembership } from '../api/pay-membership';
import { newPaymentKey } from '../payment-key';
import styles from './membership.module.css';
import { SandboxCardForm } from './sandbox-card-form';

// Its own chunk, fetched only when the server says Braintree is configured.
const BraintreeDropIn = lazy(() => import('./braintree-drop-in'));

interface PaymentWidgetProps {
  submitLabel?: string;
  onPaid?: (membership: Membership) => void;
}

/** The payment widget: a year for 150.00 USD, through the sandbox card form or Braintree's drop-in. */
export function PaymentWidget({ submitLabel = `Pay ${priceLabel()}`, onPaid }: PaymentWidgetProps) {
  const config = useServerData('/payments/client-token', getPaymentWidget);
  const key = useRef(newPaymentKey());
  const [declined, setDeclined] = useState<string | null>(null);
  // Bumped after an accepted payment, so the card form starts empty for the next one.
  const [accepted, setAccepted] = useState(0);
  const payment = useServerWrite({
    run: (nonce: string) => payMembership({ nonce, idempotencyKey: key.current }),
    // The membership as it now stands is the answer, which the screen shows (onPaid).
    invalidates: [],
    // A declined payment is said in the widget, not in a toast.
    toast: 'none',
    onSuccess: (result) => {
      // The next payment is a new one; a declined one left nothing behind and may reuse the key.
      key.current = newPaymentKey();
      setAccepted((n) => n + 1);
      notify.success(result.message);
      onPaid?.(result.membership);
    },
    onFailure: (error) => setDeclined(errorMessage(error)),
  });
  const busy = payment.pending;

  const pay = (nonce: string) => {
    setDeclined(null);
    void payment.submit(nonce);
  };

  if (config.loading && !config.data) return <Loading />;
  if (config.error || !config.data) return <LoadError message={config.error ?? ''} onRetry={config.reload} />;
  const widget = config.data;

  return (
    <section className={styles.widget} aria-label="Payment">
      <p className={styles.price}>One year of expert membership: {priceLabel()}</p>
      {widget.gateway === 'braintree' ? (
        <Suspense fallback={<Loading />}>
          <BraintreeDropIn
            clientToken={widget.clientToken}
            amount={MEMBERSHIP_PRICE.amount}
            currency={MEMBERSHIP_PRICE.currency}
            submitLabel={submitLabel}
            busy={busy}
            onNonce={pay}
          />
        </Suspense>
      ) : (
        <SandboxCardForm key={accepted} submitLabel={submitLabel} busy={busy} onNonce={pay} />
      )}
      {declined && (
        <p className={styles.declined} role="alert">
          {declined}
        </p>
      )}
    </section>
  );
}
