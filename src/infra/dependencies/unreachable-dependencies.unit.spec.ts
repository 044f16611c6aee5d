import { addressOf, unreachableLine } from './unreachable-dependencies';

describe('the line naming an unreachable dependency', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.2:5432'), { code: 'ECONNREFUSED' });

  it('names the dependency, its host and port and the variable, with the reason', () => {
    const line = unreachableLine(
      { name: 'PostgreSQL', variable: 'DATABASE_URL', url: 'postgres://divorce:s3cret@postgres:5432/divorce' },
      refused,
    );
    expect(line).toBe('Cannot reach PostgreSQL at postgres:5432 (DATABASE_URL): connect ECONNREFUSED 10.0.0.2:5432');
  });

  it('never shows the password, even when the reason repeats it', () => {
    const line = unreachableLine(
      { name: 'Redis', variable: 'REDIS_URL', url: 'redis://:p%40ss@cache:6380' },
      new Error('WRONGPASS for p@ss'),
    );
    expect(line).toBe('Cannot reach Redis at cache:6380 (REDIS_URL): WRONGPASS for ***');
  });

  it('says why when Node refused every address of a name (an AggregateError without a message)', () => {
    const line = unreachableLine(
      { name: 'Redis', variable: 'REDIS_URL', url: 'redis://localhost' },
      new AggregateError([refused, new Error('connect ECONNREFUSED ::1')]),
    );
    expect(line).toBe('Cannot reach Redis at localhost:6379 (REDIS_URL): connect ECONNREFUSED 10.0.0.2:5432');
  });

  it.each([
    ['PostgreSQL', 'postgres://u@db/x', 'db:5432'],
    ['PostgreSQL', 'postgres:///x?host=/var/run/postgresql', '/var/run/postgresql:5432'],
    ['Redis', 'rediss://user:pw@cache', 'cache:6379'],
    ['EventStoreDB', 'esdb://eventstore?tls=false', 'eventstore:2113'],
  ] as const)('gives %s at %s as %s', (name, url, address) => {
    expect(addressOf({ name, variable: 'DATABASE_URL', url })).toBe(address);
  });
});
