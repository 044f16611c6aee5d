import { EMAIL_MAX } from '@contracts/members';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX && EMAIL_SHAPE.test(email);
}
