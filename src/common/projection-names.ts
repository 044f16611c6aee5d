/**
 * Every projection by name. A write declares by these names what the next screen reads (commands may
 * not import projections); `defineProjection` takes no other name, and the writes resolve them.
 */
export const PROJECTION_NAMES = [
  'users',
  'pseudonyms',
  'posts',
  'conversations',
  'blocks',
  'qotd',
  'saved-items',
  'moderation',
  'topics',
  'drafts',
  'topic-suggestions',
  'expert-memberships',
  'experts',
  'admin-messages',
  'revisions',
  'watches',
  'search',
  'audit',
  'notifications',
  'trust',
] as const;

export type ProjectionName = (typeof PROJECTION_NAMES)[number];
