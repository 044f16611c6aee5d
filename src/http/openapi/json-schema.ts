import { z } from 'zod';

export type JsonSchemaObject = Record<string, unknown>;

type Override = NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override'];

const openAnswer: Override = ({ jsonSchema }) => {
  // An answer may gain fields, and a client should not refuse it for that.
  if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
  // What `.int()` adds: the safe range of a JavaScript number, which tells a client nothing.
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
};

/**
 * A zod schema as the OpenAPI document embeds it: JSON Schema 2020-12, the dialect of OpenAPI 3.1,
 * without the `$schema` line each conversion adds (the document names its dialect once). `input`
 * is what a request may send (defaults make a field optional; unknown fields of a strict body are
 * refused), `output` what an answer holds.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchemaObject {
  const converted = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    ...(io === 'output' ? { override: openAnswer } : {}),
  }) as JsonSchemaObject;
  const { $schema: _dialect, ...rest } = converted;
  return rest;
}
