import { z } from 'zod';
import {
  BODY_MAX,
  CATEGORIES_MAX,
  LINK_MAX,
  POST_KINDS,
  POST_MESSAGES,
  TAG_MAX,
  TAGS_MAX,
  TITLE_MAX,
} from '../contracts/content';
import { SUGGESTED_TOPIC_MAX, TOPIC_MESSAGES } from '../contracts/topics';
import { identifyingDetailsConfirmedField, idField, writingMsField } from './schemas';

// Generous outer bounds against abuse; the posting rules apply the exact limits and their messages
// (a tag counts after its "#" is stripped, and duplicates are dropped before counting).
// Shared by posting and by anonymous drafts, which must accept exactly the same posts.
export const postBody = z.object({
  title: z.string({ error: POST_MESSAGES.titleRequired }).max(TITLE_MAX, POST_MESSAGES.titleTooLong),
  body: z.string().max(BODY_MAX, POST_MESSAGES.bodyTooLong),
  tags: z
    .array(z.string().max(TAG_MAX * 2, POST_MESSAGES.tagTooLong))
    .max(TAGS_MAX * 2, POST_MESSAGES.tooManyTags)
    .default([]),
  categories: z.array(idField()).max(CATEGORIES_MAX, POST_MESSAGES.tooManyCategories).default([]),
  media: z.string().max(LINK_MAX, POST_MESSAGES.linkTooLong).nullable().optional(),
  acknowledged: z.boolean().optional(),
  identifyingDetailsConfirmed: identifyingDetailsConfirmedField,
  /** Post under an alias ("Member 4821"); a logged-out visitor's draft keeps it until it is posted. */
  pseudonymous: z.boolean({ error: 'Please say with true or false whether to post under a pseudonym.' }).optional(),
  suggestedTopic: z
    .string()
    .max(SUGGESTED_TOPIC_MAX * 2, TOPIC_MESSAGES.suggestionTooLong)
    .nullable()
    .optional(),
});

/**
 * A new post: the post, and how long its text took to write. Drafts and edits have no writing time
 * (a draft is posted later, when its author signs up), so they keep `postBody`.
 */
export const newPostBody = postBody.extend({ writingMs: writingMsField });

/** A draft is a post of any kind (questions are `qnas`). */
export const draftBody = postBody.extend({
  kind: z.enum(POST_KINDS, { error: `Please choose the kind of post: ${POST_KINDS.join(', ')}.` }),
});
