import {
  EXPERT_LOCATION_MAX,
  EXPERT_MESSAGES,
  EXPERT_NAME_MAX,
  OTHER_PROFESSION_MAX,
  PROFESSIONS,
  type Profession,
} from '@contracts/experts';
import { PASSWORD_MIN } from '@contracts/members';
import { MESSAGES } from '@contracts/messages';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { EmailField } from '../../../components/email-field';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { PasswordInput } from '../../../components/password-input';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useSessionStore } from '../../../lib/session/session-store';
import { startSession } from '../../../lib/session/start-session';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { signUpExpert } from '../api/sign-up-expert';
import {
  type ExpertSignupErrors,
  type ExpertSignupValues,
  initialValues,
  toRequest,
  validateExpertSignup,
} from '../expert-signup-values';
import authStyles from '../../../components/auth-layout.module.css';
import styles from './expert-signup.module.css';

/** Where a new expert lands: My Account with the Expert Area open. */
export const EXPERT_AREA_PATH = `${paths.account}#expert-area`;

export function ExpertSignupForm() {
  const user = useSessionStore((state) => state.user);
  const newAccount = user === null;
  const [values, setValues] = useState<ExpertSignupValues>(() => initialValues(user));
  const [errors, setErrors] = useState<ExpertSignupErrors>({});
  const signUp = useServerWrite({
    run: signUpExpert,
    // A new session (or the same member now an expert): its screens ask for their data as they open.
    invalidates: [],
    toast: 'none',
    fieldOf: (message) => (message === MESSAGES.passwordTooCommon ? 'password' : null),
    onSuccess: async ({ user: expert }) => {
      if (expert) await startSession(expert);
      notify.success(newAccount ? MESSAGES.accountCreated : 'Your account is now an expert account.');
      await navigate(EXPERT_AREA_PATH, { replace: true });
    },
    onFailure: (error) => notify.error(EXPERT_MESSAGES.accountNotCreated + errorMessage(error)),
  });
  const navigate = useNavigate();

  function change<K extends keyof ExpertSignupValues>(key: K, value: ExpertSignupValues[K]) {
    setValues((previous) => ({ ...previous, [key]: value }));
  }

  function toggleProfession(profession: Profession, checked: boolean) {
    const professions = checked
      ? [...values.professions, profession]
      : values.professions.filter((p) => p !== profession);
    change(
      'professions',
      PROFESSIONS.filter((p) => professions.includes(p)),
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Only a bot fills the hidden field: it is sent away and nothing is stored.
    if (values.website !== '') {
      await navigate(paths.home, { replace: true });
      return;
    }
    const found = validateExpertSignup(values, newAccount);
    // Each submit's errors replace the last ones, the server's refusal of an earlier try among them.
    signUp.clearFieldErrors();
    setErrors(found);
    const firstError =
      found.name ?? found.location ?? found.email ?? found.password ?? found.professions ?? found.otherProfession;
    if (firstError) {
      notify.warning(firstError);
      return;
    }
    await signUp.submit(toRequest(values, newAccount));
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Field label="Name" help="Shown on your expert profile." error={errors.name}>
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            autoComplete="name"
            maxLength={EXPERT_NAME_MAX}
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
          />
        )}
      </Field>
      <Field label="Location" help="City and state, e.g. Denver, CO." error={errors.location}>
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            autoComplete="address-level2"
            maxLength={EXPERT_LOCATION_MAX}
            value={values.location}
            onChange={(event) => change('location', event.target.value)}
          />
        )}
      </Field>
      {newAccount ? (
        <>
          <EmailField value={values.email} onChange={(v) => change('email', v)} error={errors.email} />
          <Field
            label="Password"
            help={`At least ${PASSWORD_MIN} characters.`}
            error={errors.password ?? signUp.fieldErrors.password}
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                value={values.password}
                onChange={(event) => change('password', event.target.value)}
              />
            )}
          </Field>
        </>
      ) : (
        <Field label="Email" help="Your account becomes an expert account." error={errors.email}>
          {(control) => <input {...control} className={inputClassName} type="email" value={values.email} readOnly />}
        </Field>
      )}
      <fieldset className={styles.professions} aria-describedby="profession-error">
        <legend className={styles.legend}>Profession</legend>
        <div className={styles.professionList}>
          {PROFESSIONS.map((profession) => (
            <CheckboxField
              key={profession}
              label={profession}
              checked={values.professions.includes(profession)}
              onChange={(checked) => toggleProfession(profession, checked)}
            />
          ))}
        </div>
        <p id="profession-error" className={styles.error} aria-live="polite">
          {errors.professions}
        </p>
      </fieldset>
      {values.professions.includes('Other') && (
        <Field label="What Profession?" error={errors.otherProfession}>
          {(control) => (
            <input
              {...control}
              className={inputClassName}
              maxLength={OTHER_PROFESSION_MAX}
              value={values.otherProfession}
              onChange={(event) => change('otherProfession', event.target.value)}
            />
          )}
        </Field>
      )}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="expert-signup-website">Website</label>
        <input
          id="expert-signup-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => change('website', event.target.value)}
        />
      </div>
      <div className={authStyles.actions}>
        <Button type="submit" variant="accent" busy={signUp.pending}>
          {newAccount ? 'Sign Up as an Expert' : 'Become an Expert'}
        </Button>
      </div>
    </form>
  );
}
