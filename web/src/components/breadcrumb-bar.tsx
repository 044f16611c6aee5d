import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type Crumb, HOME_CRUMB, MAX_PARENT_CRUMBS } from '../lib/breadcrumbs';
import styles from './breadcrumb-bar.module.css';

interface BreadcrumbBarProps {
  /** The levels between Home and this page. */
  parents: Crumb[];
  /** This page's title: the last level, not a link. */
  current: string;
  className?: string;
}

/** Home › parents › current, as an ordered list of links with the current page marked. */
export function BreadcrumbBar({ parents, current, className }: BreadcrumbBarProps) {
  const links = [HOME_CRUMB, ...parents.slice(-MAX_PARENT_CRUMBS)];
  return (
    <nav aria-label="Breadcrumb" className={className ? `${styles.bar} ${className}` : styles.bar}>
      <ol className={styles.list}>
        {links.map((crumb, index) => (
          <li key={index} className={styles.item}>
            <Link to={crumb.path} className={styles.link}>
              {crumb.title}
            </Link>
            <ChevronRight className={styles.separator} size={16} aria-hidden />
          </li>
        ))}
        <li className={`${styles.item} ${styles.currentItem}`}>
          <span aria-current="page" className={styles.current}>
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
