import type { TrustLevel } from '@contracts/trust-levels';
import { api } from '../../../lib/api';

export const setTrustLevel = (uid: number, level: TrustLevel) =>
  api.put<{ uid: number; level: TrustLevel; message: string }>(`/admin/users/${uid}/trust-level`, { level });
