import { z } from 'zod';

// The answers about edits and revisions, as the OpenAPI document describes them.

export const editSaved = z.object({
  editedAt: z
    .string()
    .nullable()
    .describe('When the edit was recorded (ISO 8601, UTC); null when it changed nothing, and nothing was recorded.'),
});

const revision = z.object({
  version: z.number().int().describe('0 for the original, then 1, 2, … for each edit.'),
  at: z.string().describe('When this version was written (ISO 8601, UTC).'),
  title: z.string().nullable().describe("A post's title; null for a comment or answer."),
  text: z.string(),
  tags: z.array(z.string()),
  categories: z
    .array(z.number().int())
    .nullable()
    .describe("A post's topic ids; null for a comment or answer, or an old version whose topics were not recorded."),
  media: z.string().nullable(),
});

export const revisionList = z.object({ items: z.array(revision).describe('Newest first; the original last.') });
