import { z } from 'zod';
import { POST_KINDS } from '../../contracts/content';
import type { LiveMessage } from '../../contracts/live';

const postKind = z.enum(POST_KINDS);

/** The data of one `notices` event of GET /api/live (the `ready` event's is `{}`). */
export const liveMessage = z.object({
  notices: z.array(
    z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('post'),
        postKind,
        id: z.number().int(),
        change: z.enum(['added', 'changed', 'removed', 'deleted']),
      }),
      z.object({
        kind: z.literal('replies'),
        postKind,
        postId: z.number().int(),
        change: z.enum(['added', 'changed', 'removed']),
      }),
      z.object({ kind: z.literal('qotd') }),
      z.object({ kind: z.literal('notifications') }),
      z.object({ kind: z.literal('reset') }),
    ]),
  ),
});

// The schema and the contract describe the same message: either drifting fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof liveMessage>, LiveMessage> = true;
void sameShape;
