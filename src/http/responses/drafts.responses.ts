import { z } from 'zod';
import { POST_KINDS } from '../../contracts/content';

export const draftSaved = z.object({
  key: z.string().describe('The only way to reach the draft: keep it until the visitor signs up or logs in.'),
});

export const anonymousDraftList = z.object({
  drafts: z.array(
    z.object({
      draftId: z.string(),
      kind: z.enum(POST_KINDS),
      title: z.string(),
      savedAt: z.string(),
      pseudonymous: z.boolean(),
    }),
  ),
  total: z.number().int(),
});
