import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { z } from 'zod';
import { CONTROLLERS } from '../app.module';
import { INPUT_METADATA, type InputSchemas } from './input';
import type { JsonSchema } from '../../test/support/json-schema-values';
import { INTEGER_MAX } from './schemas';

const INTEGER_MIN = -INTEGER_MAX - 1;

/**
 * The fields whose documented bounds a PostgreSQL column could not hold: a number past an `integer`
 * (every number the API takes is kept in one), or, with `lengths`, a text or list without a length.
 */
function unbounded(schema: JsonSchema, path: string, lengths: boolean): string[] {
  if (schema.const !== undefined || schema.enum) return [];
  if (schema.anyOf) return schema.anyOf.flatMap((option) => unbounded(option, path, lengths));
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum;
      const inRange =
        min !== undefined && min >= INTEGER_MIN && schema.maximum !== undefined && schema.maximum <= INTEGER_MAX;
      return inRange ? [] : [`${path} (number from ${min} to ${schema.maximum})`];
    }
    case 'string':
      return lengths && schema.maxLength === undefined ? [`${path} (text of any length)`] : [];
    case 'array':
      return [
        ...(lengths && schema.maxItems === undefined ? [`${path} (list of any length)`] : []),
        ...unbounded(schema.items ?? {}, `${path}.0`, lengths),
      ];
    case 'object':
      return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
        unbounded(property, `${path}.${name}`, lengths),
      );
    default:
      return [];
  }
}

describe('every route', () => {
  const routes = CONTROLLERS.flatMap((controller) =>
    Object.getOwnPropertyNames(controller.prototype)
      .filter((name) => name !== 'constructor')
      .map((name) => ({
        name: `${controller.name}.${name}`,
        handler: (controller.prototype as unknown as Record<string, object>)[name]!,
      }))
      .filter(
        ({ handler }) =>
          Reflect.getMetadata(METHOD_METADATA, handler) !== undefined &&
          Reflect.getMetadata(PATH_METADATA, handler) !== undefined,
      ),
  );

  it('exists', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it.each(routes.map((r) => [r.name, r.handler] as const))('%s declares what it accepts', (_, handler) => {
    expect(Reflect.getMetadata(INPUT_METADATA, handler)).toBeDefined();
  });

  // A number past its column once answered 500; the OpenAPI document is built from these schemas.
  it.each(routes.map((r) => [r.name, r.handler] as const))(
    '%s bounds every number it takes by what an integer column holds, and every text and list',
    (_, handler) => {
      const schemas = Reflect.getMetadata(INPUT_METADATA, handler) as InputSchemas;
      const found = (['body', 'query', 'params'] as const).flatMap((part) => {
        const schema = schemas[part];
        // A path parameter's length is bounded by the router (answered 414 past it).
        return schema
          ? unbounded(
              z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
              part,
              part !== 'params',
            )
          : [];
      });
      expect(found).toEqual([]);
    },
  );
});
