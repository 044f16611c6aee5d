import { MESSAGES } from '@contracts/messages';
import { HOME_LEAD } from '@contracts/site';
import { HomeCarousel } from './home-carousel';
import styles from './home-hero.module.css';

export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.inner}>
        <h1 id="home-title" className={styles.title}>
          {MESSAGES.tagline}
        </h1>
        <p className={styles.lead}>{HOME_LEAD}</p>
        <HomeCarousel />
      </div>
    </section>
  );
}
