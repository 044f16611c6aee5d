import {
  MAX_CHILDREN,
  type Gender,
  type MaritalStatus,
  type Profile,
  type ProfileUpdate,
  type StateOfResidence,
} from '@contracts/members';
import { MESSAGES } from '@contracts/messages';
import { usernameError } from './username-rules';

export interface PersonalDetailsValues {
  username: string;
  gender: Gender | '';
  stateReside: StateOfResidence | '';
  maritalStatus: MaritalStatus | '';
  /** Kept as typed text so a half-typed number is not lost. */
  numChildren: string;
}

export type PersonalDetailsErrors = Partial<Record<keyof PersonalDetailsValues, string>>;

/** The stored values; the username field starts blank while the member goes by their handle. */
export function valuesFromProfile(profile: Profile): PersonalDetailsValues {
  return {
    username: profile.usernameChosen ? profile.username : '',
    gender: profile.gender ?? '',
    stateReside: profile.stateReside ?? '',
    maritalStatus: profile.maritalStatus ?? '',
    numChildren: profile.numChildren === null ? '' : String(profile.numChildren),
  };
}

function childrenError(text: string): string | undefined {
  if (!text.trim()) return undefined;
  const count = Number(text);
  return Number.isInteger(count) && count >= 0 && count <= MAX_CHILDREN ? undefined : MESSAGES.childrenOutOfRange;
}

export function validatePersonalDetails(values: PersonalDetailsValues): PersonalDetailsErrors {
  const errors: PersonalDetailsErrors = {};
  const username = usernameError(values.username);
  if (username) errors.username = username;
  const children = childrenError(values.numChildren);
  if (children) errors.numChildren = children;
  return errors;
}

/** Only filled-in fields are sent: a blank field keeps the stored value (spec, section 5). */
export function buildProfileUpdate(values: PersonalDetailsValues): ProfileUpdate {
  const update: ProfileUpdate = {};
  const username = values.username.trim();
  if (username) update.username = username;
  if (values.gender) update.gender = values.gender;
  if (values.stateReside) update.stateReside = values.stateReside;
  if (values.maritalStatus) update.maritalStatus = values.maritalStatus;
  if (values.numChildren.trim()) update.numChildren = Number(values.numChildren);
  return update;
}
