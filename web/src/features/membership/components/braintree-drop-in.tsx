import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import styles from './membership.module.css';

// Braintree's hosted drop-in; loaded only when the server runs the Braintree gateway.
const DROP_IN_SCRIPT = 'https://js.braintreegateway.com/web/dropin/1.44.1/js/dropin.min.js';

interface DropInInstance {
  requestPaymentMethod(): Promise<{ nonce: string }>;
  teardown(): Promise<void>;
}
interface DropInGlobal {
  braintree?: {
    dropin: {
      create(options: {
        authorization: string;
        container: HTMLElement;
        paypal?: { flow: 'checkout'; amount: string; currency: string };
      }): Promise<DropInInstance>;
    };
  };
}

function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (existing && (window as DropInGlobal).braintree) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? Object.assign(document.createElement('script'), { src, async: true });
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error('The payment form could not be loaded.')));
    if (!existing) document.head.append(script);
  });
}

interface BraintreeDropInProps {
  clientToken: string;
  amount: string;
  currency: string;
  submitLabel: string;
  busy: boolean;
  onNonce: (nonce: string) => void;
}

export default function BraintreeDropIn({
  clientToken,
  amount,
  currency,
  submitLabel,
  busy,
  onNonce,
}: BraintreeDropInProps) {
  const container = useRef<HTMLDivElement>(null);
  const [instance, setInstance] = useState<DropInInstance | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let created: DropInInstance | null = null;
    let current = true;
    loadScript(DROP_IN_SCRIPT)
      .then(() =>
        (window as DropInGlobal).braintree!.dropin.create({
          authorization: clientToken,
          container: container.current!,
          paypal: { flow: 'checkout', amount, currency },
        }),
      )
      .then((made) => {
        created = made;
        if (current) setInstance(made);
      })
      .catch(
        () => current && setProblem('The payment form could not be loaded. Please reload the page and try again.'),
      );
    return () => {
      current = false;
      void created?.teardown();
    };
  }, [clientToken, amount, currency]);

  const submit = async () => {
    if (!instance) return;
    try {
      onNonce((await instance.requestPaymentMethod()).nonce);
    } catch {
      // The drop-in shows what is missing in its own fields.
    }
  };

  return (
    <div>
      <div ref={container} />
      {problem && <p className={styles.declined}>{problem}</p>}
      <Button onClick={() => void submit()} busy={busy} disabled={!instance}>
        {submitLabel}
      </Button>
    </div>
  );
}
