import { z } from 'zod';
import { POST_KINDS } from '../../contracts/content';
import { NOTIFICATION_KINDS } from '../../contracts/notifications';

export const notificationList = z.object({
  notifications: z.array(
    z.object({
      id: z.string().describe('What caused it, e.g. answer-17.'),
      kind: z.enum(NOTIFICATION_KINDS),
      actorName: z.string(),
      itemKind: z.enum(POST_KINDS),
      itemId: z.number().int(),
      itemTitle: z.string(),
      createdAt: z.string(),
      read: z.boolean(),
    }),
  ),
  unread: z.number().int(),
});

export const unreadCount = z.object({ unread: z.number().int() });

export const notificationSettings = z.object({ weeklyDigest: z.boolean() });
