import { DomainError } from '../../common/domain-error';
import { MESSAGES } from '../../contracts/messages';
import { isCommonPassword } from '../../infra/accounts/common-passwords';

/** Every way to a new password (signup, expert signup, a change, a reset) refuses the most used ones. */
export async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw new DomainError('validation', MESSAGES.passwordTooCommon);
}
