import { z } from 'zod';

/** Every refusal and failure the API answers (errors.filter.ts, the session hooks), as the OpenAPI document describes it. */
export const errorReply = z.object({
  statusCode: z.number().int().describe('The HTTP status, again.'),
  error: z.string().describe('Its reason phrase, e.g. "Bad Request".'),
  message: z
    .string()
    .describe(
      'What went wrong, written for the person on the screen; a refused field is named first ("title: Please enter a title.").',
    ),
  header: z
    .string()
    .optional()
    .describe('The request header that was missing or wrong: `x-csrf-token` when a change was refused for it.'),
  detail: z.string().optional().describe('For an API client: what the request lacked, and how to send it.'),
});

export type ErrorReply = z.infer<typeof errorReply>;
