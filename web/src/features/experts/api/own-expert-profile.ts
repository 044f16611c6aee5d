import type { ExpertProfileFields, OwnExpertProfile } from '@contracts/experts';
import { api } from '../../../lib/api';

export const getOwnExpertProfile = (signal?: AbortSignal) =>
  api.get<{ profile: OwnExpertProfile }>('/account/expert', signal);
export const saveOwnExpertProfile = (fields: ExpertProfileFields) =>
  api.put<{ profile: OwnExpertProfile }>('/account/expert', fields);
