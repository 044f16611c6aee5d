import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Profile } from '../contracts/members';
import type { CommandContext } from '../commands/command-context';

export interface RequestSession {
  token: string;
  user: Profile;
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
  }
}

export function commandContextOf(request: FastifyRequest): CommandContext {
  const header = request.headers['x-request-id'];
  return {
    actorId: request.session?.user.uid ?? null,
    actorRole: request.session?.user.role ?? null,
    correlationId:
      typeof header === 'string' && /^[\w-]{1,64}$/.test(header) ? header : String(request.id ?? randomUUID()),
    causationId: null,
  };
}

/** The command context (actor, role, correlation) of the current request. */
export const Ctx = createParamDecorator((_: unknown, ctx: ExecutionContext) =>
  commandContextOf(ctx.switchToHttp().getRequest()),
);

/** The logged-in session; routes that use it are behind the auth guard. */
export const CurrentSession = createParamDecorator((_: unknown, ctx: ExecutionContext): RequestSession => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  return request.session!;
});
