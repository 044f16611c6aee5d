import type { ContactRequest } from '@contracts/admin-messages';
import { api } from '../../../lib/api';

export const sendContactMessage = (request: ContactRequest) => api.post<{ message: string }>('/contact', request);
