import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBody, ApiParam, ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../common/domain-error';
import { jsonSchemaOf } from './openapi/json-schema';
import { findUnstorableText, UNSTORABLE_NAME_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from './storable-text';

export interface InputSchemas {
  body?: z.ZodObject;
  query?: z.ZodObject;
  params?: z.ZodObject;
}

export const INPUT_METADATA = 'input-schemas';
const noInput = z.strictObject({});

/**
 * Declares and documents what a route accepts. Every route has one (an empty declaration means
 * "nothing"): unknown fields, wrong types, extra query parameters and text that PostgreSQL cannot
 * store (a NUL, a lone surrogate) are refused with a 400.
 */
export function Input(schemas: InputSchemas) {
  // Bodies are always strict; a route may declare a loose query (pages take any query string).
  // Made strict once here: building a strict schema per request costs more than parsing with it.
  const checked: InputSchemas = { ...schemas, body: schemas.body?.strict() };
  const decorators: (ClassDecorator | MethodDecorator | PropertyDecorator)[] = [SetMetadata(INPUT_METADATA, checked)];
  if (checked.body) decorators.push(ApiBody({ schema: jsonSchemaOf(checked.body, 'input') }));
  for (const [name, schema] of Object.entries(schemas.query?.shape ?? {})) {
    decorators.push(
      ApiQuery({
        name,
        required: !(schema as z.ZodType).safeParse(undefined).success,
        schema: jsonSchemaOf(schema as z.ZodType, 'input'),
      }),
    );
  }
  for (const [name, schema] of Object.entries(schemas.params?.shape ?? {})) {
    decorators.push(ApiParam({ name, schema: jsonSchemaOf(schema as z.ZodType, 'input') }));
  }
  return applyDecorators(...(decorators as MethodDecorator[]));
}

const ADDRESS_MESSAGE = 'The address holds a character that is not allowed.';

/** What is wrong when a part of the request holds text PostgreSQL could not store, or null. */
function unstorableText(part: keyof InputSchemas, value: unknown): string | null {
  const found = findUnstorableText(value);
  if (!found) return null;
  if (part === 'params') return ADDRESS_MESSAGE;
  const where = found.path.length > 0 ? `${found.path.join('.')}: ` : '';
  return where + (found.inName ? UNSTORABLE_NAME_MESSAGE : UNSTORABLE_TEXT_MESSAGE);
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  if (issue.code === 'unrecognized_keys')
    return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
  return `${where}${issue.message}`;
}

/**
 * Checks a route's input after the AuthGuard (registered after it), so that a visitor learns that
 * a login is needed before what is wrong with the input. A guard, not an interceptor: Nest wraps
 * every interceptor call in rxjs and async resources, which cost more than the check itself.
 */
@Injectable()
export class InputValidationGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const schemas = this.reflector.get<InputSchemas | undefined>(INPUT_METADATA, context.getHandler());
    if (!schemas) throw new Error(`Route ${context.getClass().name}.${context.getHandler().name} declares no @Input`);
    const request = context
      .switchToHttp()
      .getRequest<FastifyRequest & { body: unknown; query: unknown; params: unknown }>();
    for (const part of ['body', 'query', 'params'] as const) {
      const schema = schemas[part] ?? (part === 'params' ? null : noInput);
      if (!schema) continue;
      const value = part === 'body' ? (request.body ?? {}) : request[part];
      // Every text of every route, whatever its schema, before anything can store it.
      const unstorable = unstorableText(part, value);
      if (unstorable) throw new DomainError('validation', unstorable);
      const parsed = schema.safeParse(value);
      if (!parsed.success) throw new DomainError('validation', describe(parsed.error));
      (request as unknown as Record<string, unknown>)[part] = parsed.data;
    }
    return true;
  }
}
