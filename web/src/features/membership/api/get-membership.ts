import type { Membership } from '@contracts/membership';
import { api } from '../../../lib/api';

export const getMembership = () => api.get<Membership>('/account/membership');
