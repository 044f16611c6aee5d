import { ButtonLink } from '../../../components/button';
import { paths } from '../../../lib/paths';
import styles from './admin-area.module.css';

export function AdminArea() {
  return (
    <>
      <p>Review suggested categories, violation reports and anonymous posts, manage the question of the day and look up members.</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.admin}>Enter Admin Area</ButtonLink>
        <ButtonLink to={paths.adminTopics} variant="secondary">
          Suggested Categories
        </ButtonLink>
      </div>
    </>
  );
}
