// The experts API contract (signup, profile editor, image, public profile, follows), shared by the
// server and the web client. Plain constants, types and pure helpers only: the web bundle imports it.
import type { PostKind } from './content';
import type { HistoryItem, SessionUser } from './members';
import type { ExpertCard } from './expert-search';

/** The profession checkboxes of /expert-signup, in the spec's order; "Other" asks "What Profession?". */
export const PROFESSIONS = [
  'Collaborative Lawyers',
  'Litigation Lawyers',
  'Coaches',
  'Therapists',
  'Real Estate Agents',
  'Mediators',
  'Financial Planners',
  'Divorce Specialized Accountants',
  'Other',
] as const;
export type Profession = (typeof PROFESSIONS)[number];

export const EXPERT_NAME_MAX = 30;
export const EXPERT_LOCATION_MAX = 100;
export const OTHER_PROFESSION_MAX = 100;
export const EXPERT_SLUG_MIN = 3;
export const EXPERT_SLUG_MAX = 60;
export const EXPERT_TITLE_MAX = 100;
export const EXPERT_BIO_MAX = 255;
export const EXPERT_CATEGORIES_MAX = 12;
/** The earliest start year a profile accepts; the latest is the current year. */
export const START_YEAR_MIN = 1940;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart field the image travels in (the spec's upload call). */
export const PROFILE_IMAGE_FIELD = 'fileToUpload';

/** Words of lowercase letters and numbers joined by single hyphens: no look-alikes such as `pat--lee` or `pat-lee-`. */
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The spec's alphabet alone, which addresses saved before the shape above was enforced may hold. */
const SLUG_ALPHABET = /^[a-z0-9-]+$/;
const ZIP_SHAPE = /^\d{5}$/;

/** The spec's slug rule: spaces become hyphens, everything lowercase. The server applies it and refuses what is still not a slug. */
export const toSlug = (text: string) => text.trim().toLowerCase().replace(/\s+/g, '-');
/**
 * The profile address as the expert types it: the spec's rule, and what cannot be in an address
 * dropped (accents come off their letters), so the field always shows the address they will get.
 * One hyphen may trail while the next word is being typed; `finishedSlug` takes it off.
 */
export const slugAsTyped = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-/, '');
export const finishedSlug = (text: string) => slugAsTyped(text).replace(/-$/, '');
// Words the experts API uses beside /api/experts/{slug}: a profile there could never be reached.
const RESERVED_SLUGS: readonly string[] = ['search', 'signup', 'messages'];
export const isReservedSlug = (slug: string) => RESERVED_SLUGS.includes(slug);
export const isValidSlug = (slug: string) =>
  slug.length >= EXPERT_SLUG_MIN && slug.length <= EXPERT_SLUG_MAX && SLUG_SHAPE.test(slug);
/** Whether an address could name a saved profile, older ones included: anything else is looked up in vain. */
export const isSlugLike = (slug: string) => slug.length <= EXPERT_SLUG_MAX && SLUG_ALPHABET.test(slug);
export const isValidZip = (zip: string) => ZIP_SHAPE.test(zip);

/**
 * An expert's contributions, the one definition behind the profile's Posts count and list and the
 * content that unlocks and renews a membership: the spec's post count, answers + articles + books +
 * videos. Questions ask for help rather than give it, and comments are conversation, so neither counts.
 */
export const CONTRIBUTION_POST_KINDS = ['articles', 'books', 'videos'] as const satisfies readonly PostKind[];

/** "N+" years of experience: the current year minus the start year. */
export const yearsOfExperience = (startYear: number, thisYear: number) => `${Math.max(0, thisYear - startYear)}+`;

export const EXPERT_MESSAGES = {
  profileUpdated: 'Successfully updated expert profile.',
  followed: 'Expert successfully followed.',
  unfollowed: 'Expert successfully unfollowed.',
  loginToFollow: 'You must be logged in to follow experts.',
  /** Followed by the reason (the spec's two spaces included). */
  accountNotCreated: 'Account not created.  Error: ',
  notFound: 'This expert could not be found.',
  notExpert: 'Only experts have an expert profile.',
  alreadyExpert: 'This account is already an expert.',
  administratorsCannot: 'An administrator account cannot become an expert account.',
  nameRequired: 'Please enter your name.',
  nameInvalid: 'Please use 2 to 30 letters, numbers, spaces, dots, apostrophes or hyphens for your name.',
  locationRequired: 'Please enter your location.',
  professionRequired: 'Please choose at least one profession.',
  otherProfessionRequired: 'Please tell us your profession.',
  passwordRequired: 'Please choose a password of at least 8 characters.',
  slugInvalid: 'Your profile address needs 3 to 60 lowercase letters or numbers, with single hyphens between words.',
  slugTaken: 'That profile address is already taken. Please choose another.',
  titleRequired: 'Please enter your professional title.',
  titleTooLong: `Please keep your title to ${EXPERT_TITLE_MAX} characters or fewer.`,
  bioRequired: 'Please write a short bio.',
  bioTooLong: `Please keep your bio to ${EXPERT_BIO_MAX} characters or fewer.`,
  zipInvalid: 'Please enter a 5-digit US zip code.',
  zipUnknown: 'We could not find that zip code. Please check it.',
  startYearInvalid: `Please enter the year you started practising, from ${START_YEAR_MIN} to this year.`,
  categoriesInvalid: 'Please choose categories from the list.',
  tooManyCategories: `Please choose at most ${EXPERT_CATEGORIES_MAX} categories.`,
  imageMissing: 'Please choose an image file.',
  imageType: 'Please choose a JPEG, PNG or WebP image.',
  imageTooLarge: 'Please choose an image smaller than 5 MB.',
  imageUnreadable: 'This image could not be read. Please choose another.',
  imageUploaded: 'Your image has been uploaded.',
  tooManyImages: 'You have uploaded many images in a short while. Please wait up to an hour and try again.',
} as const;

/** POST /api/experts/signup. Logged out it creates an account; logged in it converts the member's. */
export interface ExpertSignupRequest {
  name: string;
  location: string;
  email: string;
  /** Required for a new account; ignored when a member converts their own. */
  password?: string;
  professions: Profession[];
  /** Required when "Other" is chosen. */
  otherProfession?: string;
  /** The hidden honeypot: people leave it empty. */
  website?: string;
}

/** 201: the expert, now logged in (null only for a honeypot submission, which stores nothing). */
export interface ExpertSignupReply {
  user: SessionUser | null;
}

/** What the Expert Area edits (GET/PUT /api/account/expert). */
export interface ExpertProfileFields {
  slug: string;
  title: string;
  bio: string;
  zip: string;
  startYear: number;
  /** Topic ids. */
  categories: number[];
}

/** The refusals of a profile save, by the field each is about: the form shows each beside its field. */
const PROFILE_FIELD_MESSAGES: Record<keyof ExpertProfileFields, readonly string[]> = {
  slug: [EXPERT_MESSAGES.slugInvalid, EXPERT_MESSAGES.slugTaken],
  title: [EXPERT_MESSAGES.titleRequired, EXPERT_MESSAGES.titleTooLong],
  bio: [EXPERT_MESSAGES.bioRequired, EXPERT_MESSAGES.bioTooLong],
  zip: [EXPERT_MESSAGES.zipInvalid, EXPERT_MESSAGES.zipUnknown],
  startYear: [EXPERT_MESSAGES.startYearInvalid],
  categories: [EXPERT_MESSAGES.categoriesInvalid, EXPERT_MESSAGES.tooManyCategories],
};

/** Which field a refused profile save is about: by its message, or by the field name a shape check puts before it. */
export function profileFieldOf(message: string): keyof ExpertProfileFields | null {
  const fields = Object.keys(PROFILE_FIELD_MESSAGES) as (keyof ExpertProfileFields)[];
  return (
    fields.find((field) => message.startsWith(`${field}: `) || PROFILE_FIELD_MESSAGES[field].includes(message)) ?? null
  );
}

/** GET /api/account/expert: the signed-in expert's own profile; `slug` is null until first saved. */
export interface OwnExpertProfile extends Omit<ExpertProfileFields, 'slug' | 'startYear'> {
  slug: string | null;
  startYear: number | null;
  img: string | null;
  city: string | null;
  state: string | null;
}

/** POST /api/account/expert/image (multipart, field `fileToUpload`): 201 with the stored image's path. */
export interface ProfileImageReply {
  img: string;
  message: string;
}

/** GET /api/experts/:slug: an expert's public profile; 404 for an unknown slug or a profile not public yet. */
export interface ExpertPage extends ExpertCard {
  stateName: string | null;
  startYear: number | null;
  /** "N+", or null without a start year. */
  years: string | null;
  /** The expert's contributions: answers, articles, books and videos (`CONTRIBUTION_POST_KINDS`). */
  postCount: number;
  email: string;
  memberSince: string;
  /** Null when logged out. */
  following: boolean | null;
  /** The latest of the contributions `postCount` counts, newest first. */
  activity: HistoryItem[];
  /**
   * The expert's membership was activated, so the profile is public. Until then only its owner and
   * the administrators get it (anyone else a 404), and the page tells them why.
   */
  activated: boolean;
}

/** PUT / DELETE /api/experts/:slug/follow (login required); following twice counts once. */
export interface FollowReply {
  followers: number;
  following: boolean;
}

/** What following (or unfollowing, when already following) makes of the count, as the screen shows it at once. */
export function followAfter({ followers, following }: { followers: number; following?: boolean | null }): FollowReply {
  return following
    ? { followers: Math.max(0, followers - 1), following: false }
    : { followers: followers + 1, following: true };
}
