import { WATCH_MESSAGES } from '@contracts/watching';
import { BellRing } from 'lucide-react';
import { Button } from '../../../components/button';
import { useWatch } from '../hooks/use-watching';
import type { WatchSubject } from '../watching';
import styles from './watch-button.module.css';

/**
 * After a member answers a question they do not watch: a calm offer to watch it. It goes once they
 * watch it (or if they already did).
 */
export function WatchOffer({ question }: { question: Extract<WatchSubject, { kind: 'question' }> }) {
  const state = useWatch(question);
  if (state.kind !== 'ready' || state.watching) return null;
  return (
    <div className={styles.offer} role="status">
      <p className={styles.offerText}>{WATCH_MESSAGES.offer}</p>
      <Button variant="secondary" onClick={state.toggle} aria-disabled={state.pending || undefined}>
        <BellRing size={18} aria-hidden />
        {WATCH_MESSAGES.watch}
      </Button>
    </div>
  );
}
