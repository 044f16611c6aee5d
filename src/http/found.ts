import { DomainError } from '../common/domain-error';

/** The value, or a 404 with `message` when there is none: a route's "no such item" in one place. */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new DomainError('not_found', message);
  return value;
}
