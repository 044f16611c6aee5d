import type { PostKind } from './content';
import type { Profile, SavedItemType } from './members';

/**
 * GET /api/account/export: everything the site holds that a member put in or chose, as one JSON
 * document they can keep. Removed items are included (marked), since they were the member's too.
 */
export interface AccountExport {
  exportedAt: string;
  profile: Omit<Profile, 'tutorialStatus'>;
  posts: ExportedPost[];
  comments: ExportedReply[];
  answers: ExportedReply[];
  votes: ExportedVote[];
  bookmarks: ExportedBookmark[];
  follows: ExportedFollow[];
}

export interface ExportedPost {
  kind: PostKind;
  id: number;
  title: string;
  /** Null for a post the moderators removed: only its title is kept. */
  body: string | null;
  tags: string[];
  categories: number[];
  media: string | null;
  postedAt: string;
  removed: boolean;
}

export interface ExportedReply {
  id: number;
  on: { kind: PostKind; id: number };
  text: string;
  addedAt: string;
  removed: boolean;
}

export interface ExportedVote {
  target: 'comment' | 'answer';
  id: number;
  vote: -1 | 1;
}

export interface ExportedBookmark {
  type: Exclude<SavedItemType, 'experts'>;
  id: number;
  title: string;
  savedAt: string;
}

export interface ExportedFollow {
  slug: string;
  name: string;
  followedAt: string;
}

/** The downloaded file's name, e.g. "my-data-2026-11-23.json". */
export const accountExportFileName = (at: Date) => `my-data-${at.toISOString().slice(0, 10)}.json`;
