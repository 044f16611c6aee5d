import { api } from '../../../lib/api';

export const logout = () => api.post<unknown>('/auth/logout');
