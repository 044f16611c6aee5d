import type { INestApplication, Type } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { OperationObject, ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { CSRF_HEADER } from '../../contracts/members';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_HOURS, IDEMPOTENT_REPLAYED_HEADER } from '../../contracts/writes';
import { rolesRequired } from '../guards/auth.guard';
import { OUTPUT_METADATA, type OutputDeclaration } from '../output';
import { CSRF_INSTRUCTIONS, SESSION_COOKIE } from '../session-cookies';
import { PUBLIC_CACHE_METADATA } from '../visitor-cache';
import { errorReply } from './error-reply';
import { jsonSchemaOf } from './json-schema';
import { describeOperation, type ErrorResponse, SECURITY_SCHEMES } from './operation-docs';

const DESCRIPTION = `The JSON API of the site, as its pages use it.

- **Session**: signing up or logging in (POST /api/auth/signup, /api/auth/login) sets the \`${SESSION_COOKIE}\` cookie; send it back with every request.
- **CSRF**: ${CSRF_INSTRUCTIONS} Without it a change is refused with 403, and the answer's \`header\` names ${CSRF_HEADER}.
- **Errors** answer \`{ statusCode, error, message }\` (the Error schema); \`message\` is written to be shown to the person using the site.
- **Input**: unknown fields and query parameters are refused with 400, as is text PostgreSQL cannot store.
- **Repeats**: send a change with an \`${IDEMPOTENCY_KEY_HEADER}\` header (one value per change, the same on each retry of it). A repeat within ${IDEMPOTENCY_KEY_HOURS} hours, a logged-in member's or a visitor's (from the same browser: the same csrf_token cookie), changes nothing and gets the first answer (marked \`${IDEMPOTENT_REPLAYED_HEADER}: true\`); the repeat of a sign-up or a reset code's login starts a new session of its own, and the same key with another body is refused with 422.
- **Stored, answer unfinished**: a change stored before a failure answers 202, with its usual body or \`{ statusCode: 202, accepted: true, message }\`; it is not to be sent again as new.`;

const ERROR_DESCRIPTIONS: Record<ErrorResponse, string> = {
  BadRequest: 'The input was refused: `message` names the field and what is wrong with it.',
  Unauthorized: 'Not logged in (or the session has ended): log in first.',
  Forbidden:
    'Not allowed: the role does not let you in, a session opened by a reset code must set a new password before it changes anything, ' +
    `or a change came without the ${CSRF_HEADER} header matching the csrf_token cookie (then \`header\` names it and \`detail\` says how to send it).`,
  NotFound: 'Nothing has this address: an unknown or removed item, or an id that names nothing.',
  Gone: 'Its author deleted it: `message` says so ("This question was removed by its author.").',
  OtherError:
    'Any other refusal or failure, in the same shape: 402 (a payment was declined), 409 (taken, or changed by someone else at the same moment), ' +
    '413 (too large), 415 (not JSON), 422 (a rule of the site, such as identifying details in a post, or an Idempotency-Key reused with another body), 429 (too many attempts: wait the retry-after seconds), ' +
    '503 (a service the site needs is briefly away) or 500.',
};

/** Where each operation's declarations are, by the id Nest gives the operation (`Controller_method`, `[n]` for a route of several paths). */
function handlersById(controllers: readonly Type[]): Map<string, { controller: Type; handler: object }> {
  const entries = controllers.flatMap((controller) =>
    Object.getOwnPropertyNames(controller.prototype)
      .filter((name) => name !== 'constructor')
      .map(
        (name) =>
          [
            `${controller.name}_${name}`,
            { controller, handler: (controller.prototype as Record<string, object>)[name]! },
          ] as const,
      ),
  );
  return new Map(entries);
}

/**
 * The reference's sections in reading order. Swagger UI shows the tags in the order the paths first
 * name them, and Nest lists the paths module by module (src/app.module.ts), so the paths are put in this order.
 */
const SECTIONS = [
  'auth',
  'site',
  'account',
  'operations',
  'conversations',
  'posts',
  'question of the day',
  'notifications',
  'topics',
  'admin',
  'moderation',
  'contact',
  'search',
  'drafts',
  'membership',
  'experts',
];

function sectionOf(pathItem: object): number {
  const tags = Object.values(pathItem).flatMap((operation) => (operation as OperationObject).tags ?? []);
  const index = SECTIONS.indexOf(tags[0] ?? '');
  return index < 0 ? SECTIONS.length : index;
}

const defaultStatus = (method: string) => (method === 'post' ? 201 : 200);

/**
 * The OpenAPI 3.1 document of every API route: Nest's scan of the controllers (paths, parameters,
 * bodies from @Input), then for each operation what the route's @Output, @HttpCode and @Auth say:
 * its summary, success answer, refusals and security.
 */
export function buildOpenApiDocument(app: INestApplication, controllers: readonly Type[]): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Divorce community API')
    .setDescription(DESCRIPTION)
    .setVersion('1')
    .addCookieAuth(
      SESSION_COOKIE,
      { type: 'apiKey', in: 'cookie', description: 'The session, set by signing up or logging in.' },
      SECURITY_SCHEMES.session,
    )
    .addApiKey(
      { type: 'apiKey', in: 'header', name: CSRF_HEADER, description: CSRF_INSTRUCTIONS },
      SECURITY_SCHEMES.csrf,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config);
  const handlers = handlersById(controllers);
  const reflector = new Reflector();
  for (const pathItem of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(pathItem) as [string, OperationObject][]) {
      const found = handlers.get(operation.operationId?.replace(/\[\d+\]$/, '') ?? '');
      if (!found) throw new Error(`No route declares the operation ${operation.operationId}`);
      Object.assign(
        operation,
        describeOperation({
          method,
          status:
            (Reflect.getMetadata(HTTP_CODE_METADATA, found.handler) as number | undefined) ?? defaultStatus(method),
          output: Reflect.getMetadata(OUTPUT_METADATA, found.handler) as OutputDeclaration | undefined,
          roles: rolesRequired(reflector, found.handler as Type, found.controller),
          hasPathParams: (operation.parameters ?? []).some((parameter) => 'in' in parameter && parameter.in === 'path'),
          visitorCache: Reflect.getMetadata(PUBLIC_CACHE_METADATA, found.handler) === true,
        }),
      );
    }
  }
  // A stable sort: within a section the paths keep Nest's order, that of the controllers in their module.
  document.paths = Object.fromEntries(
    Object.entries(document.paths).sort(([, a], [, b]) => sectionOf(a) - sectionOf(b)),
  );
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, Error: jsonSchemaOf(errorReply, 'output') },
    responses: Object.fromEntries(
      Object.entries(ERROR_DESCRIPTIONS).map(([name, description]) => [
        name,
        { description, content: errorContent } satisfies ResponseObject,
      ]),
    ),
  };
  return document;
}
