import type { Profile, ProfileUpdate } from '@contracts/members';
import { api } from '../../../lib/api';

export const updateProfile = (update: ProfileUpdate) =>
  api.patch<{ profile?: Profile } | undefined>('/account', update);
