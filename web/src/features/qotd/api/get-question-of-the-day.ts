import type { QuestionOfTheDay } from '@contracts/qotd';
import { api } from '../../../lib/api';

export const getQuestionOfTheDay = (signal?: AbortSignal) => api.get<QuestionOfTheDay>('/qotd', signal);
