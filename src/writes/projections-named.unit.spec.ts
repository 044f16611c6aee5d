import { PROJECTION_NAMES } from '../common/projection-names';
import { PROJECTIONS } from '../projections/all-projections';
import { projectionsNamed } from './projections-named';

describe('the projections a declared write names', () => {
  it('resolves a declared write’s projection names, which name every projection there is and no other', () => {
    expect([...PROJECTION_NAMES].sort()).toEqual(PROJECTIONS.map((projection) => projection.name).sort());
    expect(projectionsNamed(['posts', 'search']).map((projection) => projection.name)).toEqual(['posts', 'search']);
  });
});
