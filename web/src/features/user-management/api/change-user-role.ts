import type { RoleChange, RoleChanged } from '@contracts/user-management';
import { api } from '../../../lib/api';

export const changeUserRole = (uid: number, body: RoleChange) => api.put<RoleChanged>(`/admin/users/${uid}/role`, body);
