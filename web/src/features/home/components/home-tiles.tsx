import { LayoutGrid, MessageCircleQuestionMark, UserPlus, Users, type LucideIcon } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useSessionStore } from '../../../lib/session/session-store';
import styles from './home-tiles.module.css';

interface Tile {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
  highlight?: boolean;
  /** Offered to visitors only: a member has signed up already. */
  visitorsOnly?: boolean;
}

const TILES: readonly Tile[] = [
  { to: paths.ask, title: 'ASK', text: 'Ask the community anything, big or small.', icon: MessageCircleQuestionMark },
  {
    to: paths.browse,
    title: 'BROWSE',
    text: 'Explore topics from children and money to dating again.',
    icon: LayoutGrid,
  },
  {
    to: paths.experts,
    title: 'EXPERTS',
    text: 'Find lawyers, mediators, therapists and coaches near you.',
    icon: Users,
  },
  {
    to: paths.login,
    title: 'SIGN UP',
    text: 'Join free to post, comment and save what helps you.',
    icon: UserPlus,
    highlight: true,
    visitorsOnly: true,
  },
];

export function HomeTiles() {
  const loggedIn = useSessionStore((state) => state.user !== null);
  const tiles = loggedIn ? TILES.filter((tile) => !tile.visitorsOnly) : TILES;
  return (
    <nav aria-label="Get started" className={styles.wrapper}>
      <ul className={styles.grid} style={{ '--tile-count': tiles.length } as CSSProperties}>
        {tiles.map(({ to, title, text, icon: Icon, highlight }) => (
          <li key={title}>
            <Link to={to} className={highlight ? `${styles.tile} ${styles.highlight}` : styles.tile}>
              <span className={styles.icon}>
                <Icon size={28} aria-hidden />
              </span>
              <span className={styles.title}>{title}</span>
              <span className={styles.text}>{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
