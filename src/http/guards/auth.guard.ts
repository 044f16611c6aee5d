import { type CanActivate, type ExecutionContext, Injectable, SetMetadata, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../common/domain-error';
import type { Role } from '../../contracts/members';
import { MESSAGES } from '../../contracts/messages';

const AUTH_METADATA = 'auth-roles';

/** The route needs a logged-in user; with roles, one of those roles (checked on the server). */
export const Auth = (...roles: Role[]) => applyDecorators(SetMetadata(AUTH_METADATA, roles), ApiCookieAuth('sid'));

@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(AUTH_METADATA, [context.getHandler(), context.getClass()]);
    if (!roles) return true;
    const session = context.switchToHttp().getRequest<FastifyRequest>().session;
    if (!session) throw new DomainError('unauthenticated', MESSAGES.loginRequired);
    if (roles.length > 0 && !roles.includes(session.user.role)) throw new DomainError('forbidden', 'You do not have access to this.');
    return true;
  }
}
