import { type CrisisTopic, DOMESTIC_VIOLENCE_HOTLINE, SUICIDE_CRISIS_LIFELINE } from '@contracts/crisis';
import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import styles from './crisis-banner.module.css';

export const CRISIS_BANNER_TITLE = 'You don’t have to go through this alone';

/**
 * Shown where a post or a search mentions self-harm or violence. Both lines are always given: a
 * person writing about one is often living with the other.
 */
export function CrisisBanner({ topics, className }: { topics: readonly CrisisTopic[]; className?: string }) {
  if (topics.length === 0) return null;
  return (
    <aside
      className={className ? `${styles.banner} ${className}` : styles.banner}
      aria-labelledby="crisis-banner-title"
    >
      <HeartHandshake className={styles.icon} size={28} aria-hidden />
      <div>
        <p id="crisis-banner-title" className={styles.title}>
          {CRISIS_BANNER_TITLE}
        </p>
        <p>Free, confidential help is there day and night:</p>
        <ul className={styles.lines}>
          <li>
            <strong>{SUICIDE_CRISIS_LIFELINE.name}</strong>:{' '}
            <a href={SUICIDE_CRISIS_LIFELINE.href}>{SUICIDE_CRISIS_LIFELINE.contact}</a>
          </li>
          <li>
            <strong>{DOMESTIC_VIOLENCE_HOTLINE.name}</strong>:{' '}
            <a href={DOMESTIC_VIOLENCE_HOTLINE.href}>{DOMESTIC_VIOLENCE_HOTLINE.contact}</a>
          </li>
        </ul>
        <p>
          If you are in danger right now, call 911. <Link to={paths.resources}>More crisis resources</Link>
        </p>
      </div>
    </aside>
  );
}
