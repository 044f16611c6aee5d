import {
  EXPERT_BIO_MAX,
  EXPERT_MESSAGES,
  EXPERT_TITLE_MAX,
  type ExpertProfileFields,
  isValidSlug,
  isValidZip,
  type OwnExpertProfile,
  START_YEAR_MIN,
  toSlug,
} from '@contracts/experts';

export interface ExpertProfileValues {
  slug: string;
  title: string;
  bio: string;
  zip: string;
  startYear: string;
  categories: number[];
}

export type ExpertProfileErrors = Partial<Record<Exclude<keyof ExpertProfileValues, 'categories'>, string>>;

export const valuesFromProfile = (profile: OwnExpertProfile): ExpertProfileValues => ({
  slug: profile.slug ?? '',
  title: profile.title,
  bio: profile.bio,
  zip: profile.zip,
  startYear: profile.startYear === null ? '' : String(profile.startYear),
  categories: profile.categories,
});

/** The slug rule as the expert types: lowercase, and each space a hyphen (ends are trimmed on saving). */
export const slugAsTyped = (text: string) => text.toLowerCase().replace(/\s/g, '-');

export function validateExpertProfile(values: ExpertProfileValues, thisYear: number): ExpertProfileErrors {
  const errors: ExpertProfileErrors = {};
  if (!isValidSlug(toSlug(values.slug))) errors.slug = EXPERT_MESSAGES.slugInvalid;
  if (values.title.trim() === '') errors.title = EXPERT_MESSAGES.titleRequired;
  else if (values.title.trim().length > EXPERT_TITLE_MAX) errors.title = EXPERT_MESSAGES.titleTooLong;
  if (values.bio.trim() === '') errors.bio = EXPERT_MESSAGES.bioRequired;
  else if (values.bio.trim().length > EXPERT_BIO_MAX) errors.bio = EXPERT_MESSAGES.bioTooLong;
  if (!isValidZip(values.zip.trim())) errors.zip = EXPERT_MESSAGES.zipInvalid;
  const year = Number(values.startYear);
  if (!/^\d{4}$/.test(values.startYear.trim()) || year < START_YEAR_MIN || year > thisYear) errors.startYear = EXPERT_MESSAGES.startYearInvalid;
  return errors;
}

export const toProfileFields = (values: ExpertProfileValues): ExpertProfileFields => ({
  slug: toSlug(values.slug),
  title: values.title.trim(),
  bio: values.bio.trim(),
  zip: values.zip.trim(),
  startYear: Number(values.startYear),
  categories: values.categories,
});
