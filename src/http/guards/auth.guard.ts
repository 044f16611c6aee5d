import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../common/domain-error';
import type { Role } from '../../contracts/members';
import { MESSAGES } from '../../contracts/messages';

const AUTH_METADATA = 'auth-roles';

/** The route needs a logged-in user; with roles, one of those roles (checked on the server). */
export const Auth = (...roles: Role[]) => SetMetadata(AUTH_METADATA, roles);

type MetadataTarget = Parameters<Reflector['getAllAndOverride']>[1][number];

/** The roles a route lets in (empty: any logged-in user), or undefined when it needs no login. */
export const rolesRequired = (
  reflector: Reflector,
  handler: MetadataTarget,
  controller: MetadataTarget,
): Role[] | undefined => reflector.getAllAndOverride<Role[] | undefined>(AUTH_METADATA, [handler, controller]);

@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = rolesRequired(this.reflector, context.getHandler(), context.getClass());
    if (!roles) return true;
    const session = context.switchToHttp().getRequest<FastifyRequest>().session;
    if (!session) throw new DomainError('unauthenticated', MESSAGES.loginRequired);
    if (roles.length > 0 && !roles.includes(session.user.role))
      throw new DomainError('forbidden', 'You do not have access to this.');
    return true;
  }
}
