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

/**
 * What a member sees of content: the item, its list and topic pages (and a suggested topic), its
 * author's name or pseudonym, the question of the day, an expert's posting allowance.
 */
export const CONTENT_PAGES = [
  'posts',
  'topics',
  'topic-suggestions',
  'users',
  'pseudonyms',
  'moderation',
  'qotd',
  'expert-memberships',
] as const satisfies readonly ProjectionName[];

/** A conversation under an item: its replies with their totals, the item's counts in lists, an expert's allowance. */
export const CONVERSATION = [
  'conversations',
  'posts',
  'users',
  'pseudonyms',
  'expert-memberships',
] as const satisfies readonly ProjectionName[];

/** The account's own pages, and the expert profile that shows the account's name and picture. */
export const ACCOUNT = ['users', 'experts', 'expert-memberships'] as const satisfies readonly ProjectionName[];
