import type { ExpertCard as ExpertCardData } from '@contracts/expert-search';
import type { Crumb } from '../../../lib/breadcrumbs';
import { ExpertCard } from './expert-card';
import styles from './expert-card.module.css';

export function ExpertList({ experts, parents }: { experts: ExpertCardData[]; parents?: Crumb[] }) {
  return (
    <ul className={styles.list}>
      {experts.map((expert) => (
        <li key={expert.uid}>
          <ExpertCard expert={expert} {...(parents ? { parents } : {})} />
        </li>
      ))}
    </ul>
  );
}
