import type { ExpertMessage } from '@contracts/expert-search';
import { api } from '../../../lib/api';

export const sendExpertMessage = (message: ExpertMessage) =>
  api.post<{ message: string }>('/experts/messages', message);
