import type { ProjectionName } from '../common/projection-names';
import { PROJECTIONS } from '../projections/all-projections';
import type { Projection } from '../projections/projection';

const BY_NAME = new Map(PROJECTIONS.map((projection) => [projection.name, projection]));

/** The projections a declared write names (see defineWrite); a name without a projection is a bug. */
export function projectionsNamed(names: readonly ProjectionName[]): readonly Projection[] {
  return names.map((name) => {
    const projection = BY_NAME.get(name);
    if (!projection) throw new Error(`No projection is named ${name}`);
    return projection;
  });
}
