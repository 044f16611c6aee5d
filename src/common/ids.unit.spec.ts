import { deterministicUuid } from './ids';

describe('deterministicUuid', () => {
  it('gives the same valid UUID for the same seed and different ones for different seeds', () => {
    const a = deterministicUuid('qotd-2026-11-22/qotd/0');
    expect(a).toBe(deterministicUuid('qotd-2026-11-22/qotd/0'));
    expect(a).not.toBe(deterministicUuid('qotd-2026-11-23/qotd/0'));
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
