import { MESSAGES } from '@contracts/messages';
import { Button, ButtonLink } from '../../../components/button';
import { paths } from '../../../lib/paths';
import styles from './route-error.module.css';

/** Shown when a screen fails to load, e.g. its code chunk is gone after a new release. */
export function RouteError() {
  return (
    <div className={styles.error} role="alert">
      <h1>Sorry, something went wrong.</h1>
      <p>{MESSAGES.pageLoadFailed}</p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>Try Again</Button>
        <ButtonLink to={paths.home} variant="secondary" reloadDocument>
          Home
        </ButtonLink>
      </div>
    </div>
  );
}
