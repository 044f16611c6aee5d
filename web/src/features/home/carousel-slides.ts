import { paths } from '../../lib/paths';
import bridge from './images/bridge.svg';
import pathsImage from './images/paths.svg';
import sunrise from './images/sunrise.svg';
import tree from './images/tree.svg';

export interface CarouselSlide {
  image: string;
  /** The picture described for people who cannot see it. */
  alt: string;
  caption: string;
  link: { to: string; label: string };
}

export const CAROUSEL_SLIDES: readonly CarouselSlide[] = [
  {
    image: sunrise,
    alt: 'The sun rising over green hills.',
    caption: 'Ask what is on your mind. Someone here has been there.',
    link: { to: paths.ask, label: 'Ask a Question' },
  },
  {
    image: pathsImage,
    alt: 'A path dividing in two across a valley.',
    caption: 'Custody, money, the house, dating again: browse by topic.',
    link: { to: paths.browse, label: 'Browse a Topic' },
  },
  {
    image: tree,
    alt: 'A tree in a meadow, a few leaves drifting down.',
    caption: 'Read the articles and books that helped others through it.',
    link: { to: paths.articles, label: 'Read Articles' },
  },
  {
    image: bridge,
    alt: 'A bridge across calm water.',
    caption: 'Lawyers, mediators and therapists near you.',
    link: { to: paths.experts, label: 'Find an Expert' },
  },
];

/** Milliseconds each slide shows before the next (spec section 9). */
export const CAROUSEL_INTERVAL_MS = 4500;

/** The slide after `index`, back to the first after the last (and before the first for -1). */
export const nextSlide = (index: number, count: number, step: 1 | -1 = 1): number => (index + step + count) % count;
