import { z } from 'zod';
import { POST_KINDS } from '../../contracts/content';

export const blockMade = z.object({
  id: z.string().describe('The block, for Unblock.'),
  name: z.string().describe('The name the reader saw, which their list of blocked members keeps.'),
  message: z.string(),
});

export const blockedMemberList = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      blockedAt: z.string(),
      authorId: z.number().int().optional().describe('Blocked under their own name: what carries this author id.'),
      aliasOf: z
        .object({ kind: z.enum(POST_KINDS), id: z.number().int() })
        .optional()
        .describe("Blocked under a pseudonym: the alias's post, and its author's replies there."),
    }),
  ),
});
