import {
  EXPERT_BIO_MAX,
  EXPERT_MESSAGES,
  EXPERT_SLUG_MAX,
  EXPERT_TITLE_MAX,
  type OwnExpertProfile,
  profileFieldOf,
  slugAsTyped,
  START_YEAR_MIN,
} from '@contracts/experts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { ApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { CategoryPicker } from '../../posting';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { saveOwnExpertProfile } from '../api/own-expert-profile';
import {
  type ExpertProfileErrors,
  type ExpertProfileValues,
  slugToSave,
  toProfileFields,
  validateExpertProfile,
  valuesFromProfile,
} from '../expert-profile-values';
import accountStyles from '../../../components/account-forms.module.css';
import styles from './expert-area.module.css';

interface ExpertProfileFormProps {
  profile: OwnExpertProfile;
  onSaved: (profile: OwnExpertProfile) => void;
}

export function ExpertProfileForm({ profile, onSaved }: ExpertProfileFormProps) {
  const [values, setValues] = useState<ExpertProfileValues>(() => valuesFromProfile(profile));
  const [errors, setErrors] = useState<ExpertProfileErrors>({});
  const save = useServerWrite({
    run: saveOwnExpertProfile,
    // The profile as saved is the answer, which the editor shows (onSaved).
    invalidates: [],
    toast: 'warning',
    onSuccess: ({ profile: saved }) => {
      notify.success(EXPERT_MESSAGES.profileUpdated);
      onSaved(saved);
    },
    // Every value stays as typed; a refusal about one field (a taken address, a zip no place has) is shown beside it.
    onFailure: (error) => {
      if (!(error instanceof ApiError)) return;
      const field = profileFieldOf(error.message);
      if (field) setErrors({ [field]: error.message });
    },
  });
  const thisYear = new Date().getFullYear();

  // Editing a field takes its error away; the other fields keep theirs.
  function change<K extends keyof ExpertProfileValues>(key: K, value: ExpertProfileValues[K]) {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors(({ [key]: _edited, ...others }) => others);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateExpertProfile(values, profile.slug, thisYear);
    setErrors(found);
    const firstError = found.slug ?? found.title ?? found.zip ?? found.startYear ?? found.bio;
    if (firstError) {
      notify.warning(firstError);
      return;
    }
    await save.submit(toProfileFields(values, profile.slug));
  }

  const slug = slugToSave(values, profile.slug);
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Expert profile">
      <div className={accountStyles.grid}>
        <Field
          label="Profile address"
          help={
            slug
              ? `Your page: ${window.location.origin}${paths.expert(slug)}`
              : 'Lowercase letters and numbers; spaces become hyphens.'
          }
          error={errors.slug}
        >
          {(control) => (
            <input
              {...control}
              className={inputClassName}
              autoCapitalize="off"
              spellCheck={false}
              maxLength={EXPERT_SLUG_MAX}
              value={values.slug}
              onChange={(event) => change('slug', slugAsTyped(event.target.value))}
              onBlur={() => setValues((previous) => ({ ...previous, slug: slugToSave(previous, profile.slug) }))}
            />
          )}
        </Field>
        <Field label="Title" help="e.g. Family Law Attorney, Certified Divorce Coach." error={errors.title}>
          {(control) => (
            <input
              {...control}
              className={inputClassName}
              maxLength={EXPERT_TITLE_MAX}
              value={values.title}
              onChange={(event) => change('title', event.target.value)}
            />
          )}
        </Field>
        <Field label="Zip" help="5 digits; your city and state come from it." error={errors.zip}>
          {(control) => (
            <input
              {...control}
              className={inputClassName}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={values.zip}
              onChange={(event) => change('zip', event.target.value.replace(/\D/g, ''))}
            />
          )}
        </Field>
        <Field label="Start year" help="The year you began practising." error={errors.startYear}>
          {(control) => (
            <input
              {...control}
              className={inputClassName}
              type="number"
              inputMode="numeric"
              min={START_YEAR_MIN}
              max={thisYear}
              step={1}
              value={values.startYear}
              onChange={(event) => change('startYear', event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label="Bio" error={errors.bio} counter={`${values.bio.length}/${EXPERT_BIO_MAX}`}>
        {(control) => (
          <textarea
            {...control}
            className={`${inputClassName} ${styles.bio}`}
            maxLength={EXPERT_BIO_MAX}
            value={values.bio}
            onChange={(event) => change('bio', event.target.value)}
          />
        )}
      </Field>
      <CategoryPicker
        selected={values.categories}
        onChange={(categories) => change('categories', categories)}
        error={errors.categories}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={save.pending}>
          Save Profile
        </Button>
        {profile.slug && <Link to={paths.expert(profile.slug)}>View your profile</Link>}
      </div>
    </form>
  );
}
