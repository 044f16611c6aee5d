import type { QuestionOfTheDay } from '@contracts/qotd';
import { api } from '../../../lib/api';

export const getQuestionOfTheDay = () => api.get<QuestionOfTheDay>('/qotd');
