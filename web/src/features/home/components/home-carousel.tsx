import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_SLIDES, nextSlide } from '../carousel-slides';
import styles from './home-carousel.module.css';

/**
 * Pictures that lead into the site, advancing every 4.5 s. It holds still while the pointer or the
 * keyboard focus is on it, when paused, and for people who ask for reduced motion.
 */
export function HomeCarousel() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const rotating = !paused && !hovered && !focused && !reducedMotion;
  const count = CAROUSEL_SLIDES.length;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => nextSlide(current, count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Where to start"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Announced only when the person moves it: an automatic change must not interrupt a screen reader. */}
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {CAROUSEL_SLIDES.map((slide, i) => (
          <div
            key={slide.image}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            hidden={i !== index}
          >
            {/* A hidden slide's lazy picture is fetched only when the slide is first shown. */}
            <img
              src={slide.image}
              alt={slide.alt}
              width={480}
              height={320}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <div className={styles.caption}>
              <span>{slide.caption}</span>
              <Link to={slide.link.to} className={styles.link}>
                {slide.link.label}
              </Link>
            </div>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? 'Play slides' : 'Pause slides'}
        >
          {paused ? <Play size={18} aria-hidden /> : <Pause size={18} aria-hidden />}
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => setIndex(nextSlide(index, count, -1))}
          aria-label="Previous slide"
        >
          <ChevronLeft size={20} aria-hidden />
        </button>
        <div className={styles.dots}>
          {CAROUSEL_SLIDES.map((slide, i) => (
            <button
              key={slide.image}
              type="button"
              className={i === index ? `${styles.dot} ${styles.current}` : styles.dot}
              aria-label={`Show slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.control}
          onClick={() => setIndex(nextSlide(index, count))}
          aria-label="Next slide"
        >
          <ChevronRight size={20} aria-hidden />
        </button>
      </div>
    </section>
  );
}
