import type { TestProfile } from './test-app';

/** Which rule decides the profiles of a suite: docs/code-map.md#tests. */
const BOTH_PROFILES: TestProfile[] = ['services', 'embedded'];

export interface BehaviourTests {
  profile: TestProfile;
  /** A test of this area's behaviour: it runs in the services profile, and is listed as skipped in the embedded one. */
  it: jest.It;
  /** The area's smoke test: it runs in both profiles, so the embedded profile still serves the area. */
  smoke: jest.It;
}

/**
 * A suite of behaviour that is the same in both profiles (HTTP rules, authorization, deciders reached
 * through the API): its tests run in the services profile, its `smoke` test in both. In the embedded
 * profile jest runs only the hooks the smoke test needs, so it starts one app per suite and no more.
 */
export function describeBehaviour(name: string, suite: (tests: BehaviourTests) => void): void {
  describe.each(BOTH_PROFILES)(`${name} (%s profile)`, (profile) =>
    suite({ profile, it: profile === 'services' ? it : it.skip, smoke: it }),
  );
}
