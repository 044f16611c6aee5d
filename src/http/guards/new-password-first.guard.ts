import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../common/domain-error';
import { MESSAGES } from '../../contracts/messages';
import { SAFE_METHODS } from '../session-cookies';

const BEFORE_NEW_PASSWORD_METADATA = 'before-new-password';

/** The route may change something for a session that an emailed reset code opened, before it sets a new password. */
export const BeforeNewPassword = () => SetMetadata(BEFORE_NEW_PASSWORD_METADATA, true);

/**
 * A session opened by a reset code sets its new password before it does anything in the member's
 * name: until then, the old password still works and the owner cannot tell what the session did.
 * It may read (the account page among the rest); every change but the password's is refused.
 */
@Injectable()
export class NewPasswordFirstGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.session?.mustChangePassword || SAFE_METHODS.has(request.method)) return true;
    if (
      this.reflector.getAllAndOverride<boolean | undefined>(BEFORE_NEW_PASSWORD_METADATA, [
        context.getHandler(),
        context.getClass(),
      ])
    )
      return true;
    throw new DomainError('forbidden', MESSAGES.newPasswordFirst);
  }
}
