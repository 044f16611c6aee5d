import type { QuestionOfTheDay } from '@contracts/qotd';
import { api } from '../../../lib/api';

const FRESH_MS = 60_000;
let cached: { at: number; reply: Promise<QuestionOfTheDay> } | null = null;

// It changes once a day: the badge and the card on a question's page share one request.
export function getQuestionOfTheDay(): Promise<QuestionOfTheDay> {
  if (!cached || Date.now() - cached.at > FRESH_MS) {
    const reply = api.get<QuestionOfTheDay>('/qotd');
    cached = { at: Date.now(), reply };
    reply.catch(() => (cached = null));
  }
  return cached.reply;
}
