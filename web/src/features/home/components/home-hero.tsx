import { MESSAGES } from '@contracts/messages';
import { HomeCarousel } from './home-carousel';
import styles from './home-hero.module.css';

export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.inner}>
        <h1 id="home-title" className={styles.title}>
          {MESSAGES.tagline}
        </h1>
        <p className={styles.lead}>You are not alone. Ask, read and share with people who have been there.</p>
        <HomeCarousel />
      </div>
    </section>
  );
}
