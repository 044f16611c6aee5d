import type { PostKind } from '@contracts/content';
import { BookOpen, FileText, MessageCircleQuestionMark, Video, type LucideIcon } from 'lucide-react';

/** One icon per kind, so rows, tabs and badges name a kind the same way everywhere. */
export const KIND_ICONS: Record<PostKind, LucideIcon> = {
  articles: FileText,
  books: BookOpen,
  videos: Video,
  qnas: MessageCircleQuestionMark,
};
