import { api } from '../../../lib/api';

/** Always answers 202 with the same message, whether or not the email has an account. */
export const requestResetCode = (email: string) => api.post<{ message: string }>('/auth/reset-code', { email });
