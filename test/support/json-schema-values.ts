import fc from 'fast-check';

/** The part of JSON Schema that the OpenAPI document of the API uses for inputs. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Values a schema cannot describe (an email address, a known zip, an existing id), by property name. */
export type Fixtures = Record<string, fc.Arbitrary<unknown>>;

/** Lower-case words: no name, email or phone number, so that the think-before-you-post check lets them pass. */
const WORDS = /^[a-z]{2,9}( [a-z]{2,9}){0,3}$/;

function fitted(text: fc.Arbitrary<string>, schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  return text.map((s) => s.padEnd(min, 'x').slice(0, max));
}

/** A value the schema accepts; `name` picks a fixture for a property whose schema says too little. */
export function validValue(schema: JsonSchema, fixtures: Fixtures, name?: string): fc.Arbitrary<unknown> {
  if (name !== undefined && fixtures[name]) return fixtures[name];
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.anyOf)
    return validValue(schema.anyOf.find((option) => option.type !== 'null') ?? schema.anyOf[0]!, fixtures);
  switch (schema.type) {
    case 'string':
      return fitted(fc.stringMatching(schema.pattern ? new RegExp(schema.pattern) : WORDS), schema);
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1001) + 1, -1000);
      return fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? 1000, 1000)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      // At least one item, so that an item can be the one made hostile.
      const minLength = Math.max(schema.minItems ?? 0, 1);
      return fc.array(validValue(schema.items ?? {}, fixtures), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, property]) => [key, validValue(property, fixtures, key)]),
        ),
      );
    default:
      return fc.constant(null);
  }
}

export type Leaf = 'text' | 'integer';
export type FieldPath = (string | number)[];

/** Every text and whole-number field of a schema (an array by its first item), by its path from the top. */
export function leavesOf(schema: JsonSchema, path: FieldPath = []): { path: FieldPath; leaf: Leaf }[] {
  if (schema.anyOf)
    return schema.anyOf.filter((option) => option.type !== 'null').flatMap((option) => leavesOf(option, path));
  switch (schema.type) {
    case 'string':
      return [{ path, leaf: 'text' }];
    case 'integer':
    case 'number':
      return [{ path, leaf: 'integer' }];
    case 'array':
      return leavesOf(schema.items ?? {}, [...path, 0]);
    case 'object':
      return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => leavesOf(property, [...path, key]));
    default:
      return [];
  }
}

/** `value` with the field at `path` replaced by `replace(old)`. */
export function withFieldAt(value: unknown, path: FieldPath, replace: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withFieldAt(copy[head!], rest, replace);
  return copy;
}
