import { ApiClient, type ApiAnswer } from './api-client';

/** A member signed up and logged in through the API, with the name others see. */
export type NamedMember = ApiClient & { uid: number; username: string; email: string };

export async function signUpNamedMember(baseUrl: string, email: string, username: string): Promise<NamedMember> {
  const c = new ApiClient(baseUrl);
  const user = await c.signUp(email);
  expect((await c.patch('/api/account', { username })).status).toBe(200);
  return Object.assign(c, { uid: user.uid as number, username, email });
}

/** The id of what a POST created; anything but 201 fails the test. */
export async function createdId(request: Promise<ApiAnswer>): Promise<number> {
  const reply = await request;
  expect(reply.status).toBe(201);
  return reply.body.id as number;
}

export const askQuestion = (c: ApiClient, title: string, categories: number[] = []) =>
  createdId(c.post('/api/questions', { title, body: 'Asking.', tags: [], categories, acknowledged: true }));

export const answerQuestion = (c: ApiClient, questionId: number, text = 'An answer.') =>
  createdId(c.post(`/api/questions/${questionId}/answers`, { text }));
