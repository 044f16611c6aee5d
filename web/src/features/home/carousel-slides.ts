import { HOME_FIRST_PICTURE } from '@contracts/site';
import { paths } from '../../lib/paths';

export interface CarouselSlide {
  image: string;
  /** The picture described for people who cannot see it. */
  alt: string;
  caption: string;
  link: { to: string; label: string };
}

export const CAROUSEL_SLIDES: readonly CarouselSlide[] = [
  {
    image: HOME_FIRST_PICTURE.src,
    alt: HOME_FIRST_PICTURE.alt,
    caption: 'Ask what is on your mind. Someone here has been there.',
    link: { to: paths.ask, label: 'Ask a Question' },
  },
  {
    image: '/carousel/paths.svg',
    alt: 'A path dividing in two across a valley.',
    caption: 'Custody, money, the house, dating again: browse by topic.',
    link: { to: paths.browse, label: 'Browse a Topic' },
  },
  {
    image: '/carousel/tree.svg',
    alt: 'A tree in a meadow, a few leaves drifting down.',
    caption: 'Read the articles and books that helped others through it.',
    link: { to: paths.articles, label: 'Read Articles' },
  },
  {
    image: '/carousel/bridge.svg',
    alt: 'A bridge across calm water.',
    caption: 'Lawyers, mediators and therapists near you.',
    link: { to: paths.experts, label: 'Find an Expert' },
  },
];

/** Milliseconds each slide shows before the next (spec section 9). */
export const CAROUSEL_INTERVAL_MS = 4500;

/** The slide after `index`, back to the first after the last (and before the first for -1). */
export const nextSlide = (index: number, count: number, step: 1 | -1 = 1): number => (index + step + count) % count;
