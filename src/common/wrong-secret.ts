import { DomainError } from './domain-error';

/** A password or reset code that did not match: the rate limits count it against the account guessed at. */
export class WrongSecretError extends DomainError {}
