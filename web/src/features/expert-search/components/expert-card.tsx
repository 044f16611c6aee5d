import type { ExpertCard as ExpertCardData } from '@contracts/expert-search';
import { MapPin, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { breadcrumbState, type Crumb } from '../../../lib/breadcrumbs';
import styles from './expert-card.module.css';
import { initialsOf } from '../../../lib/initials';

const EXPERTS_CRUMB: Crumb = { path: paths.experts, title: 'Experts' };

interface ExpertCardProps {
  expert: ExpertCardData;
  /** The levels above the profile it opens; the experts list by default (spec). */
  parents?: Crumb[];
}

/** One expert in a list: photo (initials when none), name, title, place and a short bio, linking to the profile. */
export function ExpertCard({ expert, parents = [EXPERTS_CRUMB] }: ExpertCardProps) {
  const place = [expert.city, expert.state].filter(Boolean).join(', ');
  return (
    <article className={styles.card}>
      {expert.img ? (
        <img className={styles.photo} src={expert.img} alt="" width={72} height={72} loading="lazy" />
      ) : (
        <span className={`${styles.photo} ${styles.initials}`} aria-hidden>
          {initialsOf(expert.username)}
        </span>
      )}
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={paths.expert(expert.slug)} state={breadcrumbState(parents)}>
            {expert.username}
          </Link>
        </h3>
        {expert.title && <p className={styles.title}>{expert.title}</p>}
        <p className={styles.facts}>
          {place && (
            <span>
              <MapPin size={15} aria-hidden />
              {place}
            </span>
          )}
          <span>
            <Users size={15} aria-hidden />
            {expert.followers === 1 ? '1 follower' : `${expert.followers} followers`}
          </span>
        </p>
        {expert.bio && <p className={styles.bio}>{expert.bio}</p>}
      </div>
    </article>
  );
}
