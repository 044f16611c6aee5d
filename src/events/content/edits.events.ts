import { z } from 'zod';
import { POST_KINDS } from '../../contracts/content';
import { defineEvent, type EventsOf } from '../event';

// An author's edit of their own post, comment or answer, in the post's stream (replies live there
// too), after what it edits. The event holds the whole new version, so the revisions are the
// posted event and the edits in order. `authorId` is the item's author (the only one who edits it):
// account erasure finds the author's words by it, and the event history hides it (with the actor)
// for an item written under a pseudonym, as it hides the posted event's. No byline is copied:
// an edit never changes who wrote the item, nor under which name.
const id = z.number().int().positive();

export const EditEvents = {
  PostEdited: defineEvent(
    'PostEdited',
    z.object({
      kind: z.enum(POST_KINDS),
      id,
      authorId: id,
      title: z.string(),
      body: z.string(),
      tags: z.array(z.string()),
      categories: z.array(id),
      /** As in the posted event: article link, book id or link, video id or link; null for a question. */
      media: z.string().nullable(),
      editedAt: z.string(),
    }),
  ),
  ReplyEdited: defineEvent(
    'ReplyEdited',
    z.object({
      target: z.enum(['comment', 'answer']),
      id,
      parentKind: z.enum(POST_KINDS),
      parentId: id,
      authorId: id,
      text: z.string(),
      editedAt: z.string(),
    }),
  ),
} as const;

export type EditEvent = EventsOf<typeof EditEvents>;
export type PostEditedData = Extract<EditEvent, { type: 'PostEdited' }>['data'];
/** A post's words as one version of it holds them: posted, or as an edit left them. */
export type PostVersion = Pick<PostEditedData, 'title' | 'body' | 'tags' | 'categories' | 'media'>;
export type ReplyEditedData = Extract<EditEvent, { type: 'ReplyEdited' }>['data'];
