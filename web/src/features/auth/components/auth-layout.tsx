import type { ReactNode } from 'react';
import styles from '../../../components/auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  /** Shown beside the form on wide screens, below it on narrow ones. */
  aside?: ReactNode;
  children: ReactNode;
}

export function AuthLayout({ title, intro, aside, children }: AuthLayoutProps) {
  return (
    <div className={aside ? `${styles.layout} ${styles.withAside}` : styles.layout}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {intro && <div className={styles.intro}>{intro}</div>}
        {children}
      </section>
      {aside && <aside className={styles.aside}>{aside}</aside>}
    </div>
  );
}
