import type { SessionUser } from '@contracts/members';
import { api, WriteAccepted } from '../../../lib/api';
import { login } from './login';

export interface SignupRequest {
  email: string;
  password: string;
  isAdult: true;
}

/**
 * Creates the account and logs in. A sign-up stored though the server could not finish its answer
 * (202 "saved", which starts no session) logs in with the same email and password, so that the new
 * member is logged in rather than left to try again and be told the email is taken.
 */
export async function signup(body: SignupRequest): Promise<{ user: SessionUser }> {
  try {
    return await api.post<{ user: SessionUser }>('/auth/signup', body);
  } catch (error) {
    if (!(error instanceof WriteAccepted)) throw error;
    return login({ email: body.email, password: body.password });
  }
}
