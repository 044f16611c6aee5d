import type { Membership } from '@contracts/membership';
import { api } from '../../../lib/api';

export const activateMembership = () =>
  api.post<{ message: string; membership: Membership }>('/account/membership/activate');
