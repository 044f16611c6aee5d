import {
  GENDERS,
  MARITAL_STATUSES,
  MAX_CHILDREN,
  STATES_OF_RESIDENCE,
  USERNAME_MAX,
  type Profile,
} from '@contracts/members';
import { MESSAGES } from '@contracts/messages';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { notify } from '../../../lib/notify';
import { refreshSession } from '../../../lib/session/refresh-session';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { PROFILE_KEY } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';
import {
  buildProfileUpdate,
  validatePersonalDetails,
  valuesFromProfile,
  type PersonalDetailsErrors,
  type PersonalDetailsValues,
} from '../personal-details-values';
import { SelectField } from './select-field';
import { UsernameInvite } from './username-invite';
import styles from '../../../components/account-forms.module.css';

interface PersonalDetailsFormProps {
  profile: Profile;
}

export function PersonalDetailsForm({ profile }: PersonalDetailsFormProps) {
  const [values, setValues] = useState<PersonalDetailsValues>(() => valuesFromProfile(profile));
  const [errors, setErrors] = useState<PersonalDetailsErrors>({});
  const save = useServerWrite({
    run: updateProfile,
    toast: 'warning',
    // The details are read again as stored, which resets the form to them.
    invalidates: () => [{ reload: PROFILE_KEY }],
    onSuccess: async () => {
      notify.success(MESSAGES.profileUpdated);
      await refreshSession();
    },
  });

  function change<K extends keyof PersonalDetailsValues>(key: K, value: PersonalDetailsValues[K]) {
    setValues((previous) => ({ ...previous, [key]: value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validatePersonalDetails(values);
    setErrors(found);
    const firstError = found.username ?? found.numChildren;
    if (firstError) {
      notify.warning(firstError);
      return;
    }
    await save.submit(buildProfileUpdate(values));
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <p className={styles.hint}>Leave a field blank to keep what is saved.</p>
      {!profile.usernameChosen && !profile.usernameInviteDismissed && <UsernameInvite handle={profile.username} />}
      <div className={styles.grid}>
        <Field
          label="Username"
          help={
            profile.usernameChosen
              ? 'Shown beside what you post.'
              : `Shown beside what you post. Until you choose one: ${profile.username}.`
          }
          error={errors.username}
          counter={`${values.username.length}/${USERNAME_MAX}`}
        >
          {(control) => (
            <input
              {...control}
              className={inputClassName}
              autoComplete="username"
              maxLength={USERNAME_MAX}
              placeholder={profile.usernameChosen ? undefined : profile.username}
              value={values.username}
              onChange={(event) => change('username', event.target.value)}
            />
          )}
        </Field>
        <Field label="Email" help="Your login email cannot be changed here.">
          {(control) => <input {...control} className={inputClassName} type="email" value={profile.email} readOnly />}
        </Field>
        <SelectField label="Gender" value={values.gender} options={GENDERS} onChange={(v) => change('gender', v)} />
        <SelectField
          label="State"
          value={values.stateReside}
          options={STATES_OF_RESIDENCE}
          onChange={(v) => change('stateReside', v)}
        />
        <SelectField
          label="Marital Status"
          value={values.maritalStatus}
          options={MARITAL_STATUSES}
          onChange={(v) => change('maritalStatus', v)}
        />
        <Field label="Number of Children" error={errors.numChildren}>
          {(control) => (
            <input
              {...control}
              className={inputClassName}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_CHILDREN}
              step={1}
              value={values.numChildren}
              onChange={(event) => change('numChildren', event.target.value)}
            />
          )}
        </Field>
      </div>
      <Button type="submit" busy={save.pending}>
        Save
      </Button>
    </form>
  );
}
