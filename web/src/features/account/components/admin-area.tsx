import type { AdminSummary } from '@contracts/admin-summary';
import { FileClock, Flag, Inbox, ListChecks, type LucideIcon, ShieldAlert, Tags, UsersRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/button';
import { paths } from '../../../lib/paths';
import { getAdminSummary } from '../../admin';
import { useAdminResource } from '../../../lib/use-admin-resource';
import styles from './admin-area.module.css';

interface AdminLink {
  label: string;
  to: string;
  icon: LucideIcon;
  /** The summary's count shown as the link's badge, and how a screen reader says it ("3 open"). */
  badge?: { count: keyof AdminSummary; noun: string };
}

// The spec's links, in its order, with the review queue of held items, then the inbox; five carry the count of what waits there.
const LINKS: readonly AdminLink[] = [
  {
    label: 'Suggested Categories',
    to: paths.adminTopics,
    icon: Tags,
    badge: { count: 'suggestedCategories', noun: 'open' },
  },
  { label: 'User Management', to: paths.adminSection('users'), icon: UsersRound },
  {
    label: 'Violation Reports',
    to: paths.adminSection('reports'),
    icon: Flag,
    badge: { count: 'violationReports', noun: 'open' },
  },
  {
    label: 'Review Queue',
    to: paths.adminSection('review'),
    icon: ShieldAlert,
    badge: { count: 'heldItems', noun: 'waiting' },
  },
  {
    label: 'Anonymous Content',
    to: paths.adminSection('drafts'),
    icon: FileClock,
    badge: { count: 'anonymousContent', noun: 'pending' },
  },
  { label: 'Question of the Day', to: paths.adminQotd, icon: ListChecks },
  {
    label: 'Messages',
    to: paths.adminSection('messages'),
    icon: Inbox,
    badge: { count: 'unreadMessages', noun: 'unread' },
  },
];

/** The administrators' part of My Account: what waits in each queue, and the way in. */
export function AdminArea() {
  const summary = useAdminResource('/admin/summary', getAdminSummary);
  const counts = summary.status === 'loaded' ? summary.data : null;

  return (
    <>
      <p>
        Review suggested categories, violation reports and anonymous posts, manage the question of the day and look up
        members.
      </p>
      <ul className={styles.links}>
        {LINKS.map(({ label, to, icon: Icon, badge }) => {
          // Left out while loading, or if the counts cannot be had: the links still work.
          const count = badge && counts ? counts[badge.count] : null;
          const name = badge && count !== null ? `${label}, ${count} ${badge.noun}` : undefined;
          return (
            <li key={to}>
              {/* The name says the count in words: "Violation Reports, 3 open". */}
              <Link to={to} className={styles.link} aria-label={name}>
                <Icon size={20} aria-hidden className={styles.icon} />
                <span className={styles.label}>{label}</span>
                {count !== null && (
                  <span className={count > 0 ? `${styles.badge} ${styles.waiting}` : styles.badge}>{count}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      <ButtonLink to={paths.admin}>Enter Admin Area</ButtonLink>
    </>
  );
}
