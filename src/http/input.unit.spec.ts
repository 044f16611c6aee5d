import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { CONTROLLERS } from '../app.module';
import { INPUT_METADATA } from './input';

describe('every route', () => {
  const routes = CONTROLLERS.flatMap((controller) =>
    Object.getOwnPropertyNames(controller.prototype)
      .filter((name) => name !== 'constructor')
      .map((name) => ({ name: `${controller.name}.${name}`, handler: (controller.prototype as unknown as Record<string, object>)[name]! }))
      .filter(({ handler }) => Reflect.getMetadata(METHOD_METADATA, handler) !== undefined && Reflect.getMetadata(PATH_METADATA, handler) !== undefined),
  );

  it('exists', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it.each(routes.map((r) => [r.name, r.handler] as const))('%s declares what it accepts', (_, handler) => {
    expect(Reflect.getMetadata(INPUT_METADATA, handler)).toBeDefined();
  });
});
