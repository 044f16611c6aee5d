import { paths } from '../../lib/paths';

/** The add button's menu, in the spec's order. */
export const ADD_CONTENT_LINKS = [
  { to: paths.ask, label: 'Add a Question' },
  { to: paths.newArticle, label: 'Add an Article' },
  { to: paths.newVideo, label: 'Add a Video / Audio' },
  { to: paths.newBook, label: 'Add a Book' },
] as const;

export const ADD_CONTENT_HINT = 'Click the + button to add content.';
