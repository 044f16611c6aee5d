import { z } from 'zod';

export const siteSettings = z.object({
  ads: z.object({
    network: z
      .object({
        client: z.string(),
        slot: z.string(),
        layout: z.string().nullable(),
        format: z.string(),
        searchSlot: z.string().nullable(),
      })
      .nullable()
      .describe('Null: no ad network is configured.'),
    bookTag: z
      .string()
      .nullable()
      .describe("The bookstore's associate tag for the book advertisement block; null: none."),
  }),
});
