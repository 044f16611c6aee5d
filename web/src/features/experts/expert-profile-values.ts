import {
  EXPERT_BIO_MAX,
  EXPERT_MESSAGES,
  EXPERT_TITLE_MAX,
  type ExpertProfileFields,
  finishedSlug,
  isValidSlug,
  isValidZip,
  type OwnExpertProfile,
  START_YEAR_MIN,
} from '@contracts/experts';

export interface ExpertProfileValues {
  slug: string;
  title: string;
  bio: string;
  zip: string;
  startYear: string;
  categories: number[];
}

export type ExpertProfileErrors = Partial<Record<keyof ExpertProfileValues, string>>;

export const valuesFromProfile = (profile: OwnExpertProfile): ExpertProfileValues => ({
  slug: profile.slug ?? '',
  title: profile.title,
  bio: profile.bio,
  zip: profile.zip,
  startYear: profile.startYear === null ? '' : String(profile.startYear),
  categories: profile.categories,
});

/**
 * The address to save: as typed, without a trailing hyphen. An address the expert already holds is
 * sent as it is, even one saved before look-alikes were refused (the server keeps it for them).
 */
export const slugToSave = (values: ExpertProfileValues, heldSlug: string | null) =>
  values.slug === heldSlug ? heldSlug : finishedSlug(values.slug);

export function validateExpertProfile(
  values: ExpertProfileValues,
  heldSlug: string | null,
  thisYear: number,
): ExpertProfileErrors {
  const errors: ExpertProfileErrors = {};
  const slug = slugToSave(values, heldSlug);
  if (slug !== heldSlug && !isValidSlug(slug)) errors.slug = EXPERT_MESSAGES.slugInvalid;
  if (values.title.trim() === '') errors.title = EXPERT_MESSAGES.titleRequired;
  else if (values.title.trim().length > EXPERT_TITLE_MAX) errors.title = EXPERT_MESSAGES.titleTooLong;
  if (values.bio.trim() === '') errors.bio = EXPERT_MESSAGES.bioRequired;
  else if (values.bio.trim().length > EXPERT_BIO_MAX) errors.bio = EXPERT_MESSAGES.bioTooLong;
  if (!isValidZip(values.zip.trim())) errors.zip = EXPERT_MESSAGES.zipInvalid;
  const year = Number(values.startYear);
  if (!/^\d{4}$/.test(values.startYear.trim()) || year < START_YEAR_MIN || year > thisYear)
    errors.startYear = EXPERT_MESSAGES.startYearInvalid;
  return errors;
}

export const toProfileFields = (values: ExpertProfileValues, heldSlug: string | null): ExpertProfileFields => ({
  slug: slugToSave(values, heldSlug),
  title: values.title.trim(),
  bio: values.bio.trim(),
  zip: values.zip.trim(),
  startYear: Number(values.startYear),
  categories: values.categories,
});
