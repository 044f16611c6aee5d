import type { Membership } from '@contracts/membership';
import { api } from '../../../lib/api';

export const getMembership = (signal?: AbortSignal) => api.get<Membership>('/account/membership', signal);
