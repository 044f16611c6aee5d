import type { HistoryItem, HistoryItemType, SavedItem, SavedItemType } from '@contracts/members';
import { paths } from './paths';
import { breadcrumbState } from './breadcrumbs';

const DETAIL_PATHS: Record<SavedItemType, (id: number | string) => string> = {
  articles: paths.article,
  qnas: paths.answer,
  books: paths.book,
  videos: paths.video,
  experts: paths.expert,
};

export const ITEM_TYPE_LABELS: Record<SavedItemType | HistoryItemType, string> = {
  articles: 'Article',
  qnas: 'Question',
  books: 'Book',
  videos: 'Video / Audio',
  experts: 'Expert',
  comments: 'Comment',
  answers: 'Answer',
};

/** Items opened from My Account keep it in their breadcrumb: Home › My Account › {title}. */
export const VIA_ACCOUNT = breadcrumbState([{ path: paths.account, title: 'My Account' }]);

export function savedItemHref(item: SavedItem): string {
  return DETAIL_PATHS[item.type](item.id);
}

/** Posts link to themselves; comments and answers link to the item they belong to. */
export function historyItemHref(item: HistoryItem): string | null {
  switch (item.type) {
    case 'articles':
    case 'qnas':
    case 'books':
    case 'videos':
      return DETAIL_PATHS[item.type](item.id);
    case 'answers':
      return item.parentId === null ? null : paths.answer(item.parentId);
    case 'comments':
      return item.parentId === null || item.parentType === null ? null : DETAIL_PATHS[item.parentType](item.parentId);
    default: {
      const unknownType: never = item.type;
      return unknownType;
    }
  }
}
