import { z } from 'zod';
import { POST_KINDS } from '../../contracts/content';
import { profile } from './members.responses';

const removed = z.boolean().describe('Removed by the moderators.');
const exportedReply = z.object({
  id: z.number().int(),
  on: z.object({ kind: z.enum(POST_KINDS), id: z.number().int() }),
  text: z.string(),
  addedAt: z.string(),
  removed,
});

/** "Download my data": everything the site holds that the member put in or chose. */
export const accountExport = z.object({
  exportedAt: z.string(),
  profile: profile.omit({ tutorialStatus: true }),
  posts: z.array(
    z.object({
      kind: z.enum(POST_KINDS),
      id: z.number().int(),
      title: z.string(),
      body: z.string().nullable().describe('Null for a removed post: only its title is kept.'),
      tags: z.array(z.string()),
      categories: z.array(z.number().int()),
      media: z.string().nullable(),
      postedAt: z.string(),
      removed,
    }),
  ),
  comments: z.array(exportedReply),
  answers: z.array(exportedReply),
  votes: z.array(z.object({ target: z.enum(['comment', 'answer']), id: z.number().int(), vote: z.literal([-1, 1]) })),
  bookmarks: z.array(
    z.object({ type: z.enum(POST_KINDS), id: z.number().int(), title: z.string(), savedAt: z.string() }),
  ),
  follows: z.array(z.object({ slug: z.string(), name: z.string(), followedAt: z.string() })),
});
