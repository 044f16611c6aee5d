import { EXPERT_MESSAGES, type ExpertSignupRequest, type Profession } from '@contracts/experts';
import { PASSWORD_MIN, type SessionUser } from '@contracts/members';
import { MESSAGES } from '@contracts/messages';
import { isValidEmail } from '../../lib/email';

export interface ExpertSignupValues {
  name: string;
  location: string;
  email: string;
  password: string;
  professions: Profession[];
  otherProfession: string;
  /** The honeypot, hidden from people. */
  website: string;
}

export type ExpertSignupErrors = Partial<
  Record<'name' | 'location' | 'email' | 'password' | 'professions' | 'otherProfession', string>
>;

/** A signed-in member starts from their own name (not their handle, which no expert may go by) and email. */
export function initialValues(user: SessionUser | null): ExpertSignupValues {
  return {
    name: user?.usernameChosen ? user.username : '',
    location: '',
    email: user?.email ?? '',
    password: '',
    professions: [],
    otherProfession: '',
    website: '',
  };
}

export function validateExpertSignup(values: ExpertSignupValues, newAccount: boolean): ExpertSignupErrors {
  const errors: ExpertSignupErrors = {};
  if (values.name.trim() === '') errors.name = EXPERT_MESSAGES.nameRequired;
  if (values.location.trim() === '') errors.location = EXPERT_MESSAGES.locationRequired;
  if (!isValidEmail(values.email)) errors.email = MESSAGES.invalidEmail;
  if (newAccount && values.password.length < PASSWORD_MIN) errors.password = MESSAGES.passwordTooShort;
  if (values.professions.length === 0) errors.professions = EXPERT_MESSAGES.professionRequired;
  if (values.professions.includes('Other') && values.otherProfession.trim() === '')
    errors.otherProfession = EXPERT_MESSAGES.otherProfessionRequired;
  return errors;
}

export function toRequest(values: ExpertSignupValues, newAccount: boolean): ExpertSignupRequest {
  return {
    name: values.name.trim(),
    location: values.location.trim(),
    email: values.email.trim(),
    professions: values.professions,
    ...(newAccount ? { password: values.password } : {}),
    ...(values.professions.includes('Other') ? { otherProfession: values.otherProfession.trim() } : {}),
  };
}
