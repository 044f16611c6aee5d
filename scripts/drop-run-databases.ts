import { Redis } from 'ioredis';
import { dropRunDatabases } from '../test/support/databases';
import { removeRunTemporaryFiles } from '../test/support/run-temp-dir';
import { REDIS_URL } from '../test/support/test-run';

// Removes what a test run left on the shared servers (its databases and its Redis keys) and in memory.
async function main(runId: string): Promise<void> {
  const dropped = await dropRunDatabases(runId);
  const redis = new Redis(REDIS_URL);
  let keys = 0;
  for await (const batch of redis.scanStream({ match: `redis_${runId.toLowerCase()}_*`, count: 500 })) {
    if ((batch as string[]).length > 0) keys += await redis.del(...(batch as string[]));
  }
  redis.disconnect();
  removeRunTemporaryFiles(runId);
  if (dropped + keys > 0) console.log(`removed ${dropped} test databases and ${keys} Redis keys`);
}

const runId = process.argv[2];
if (!runId) throw new Error('usage: drop-run-databases <run id>');
void main(runId);
