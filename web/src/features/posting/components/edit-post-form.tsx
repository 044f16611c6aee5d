import type { PostDetail } from '@contracts/content';
import type { PostEditing } from '../post-editing';
import { ArticleForm } from './article-form';
import { BookForm } from './book-form';
import { QuestionForm } from './question-form';
import { VideoForm } from './video-form';

/** The posting form of the post's kind, opened on the author's post to edit it. */
export function EditPostForm({ post, onDone }: { post: PostDetail; onDone: () => void }) {
  const editing: PostEditing = { post, onDone };
  switch (post.kind) {
    case 'qnas':
      return <QuestionForm editing={editing} />;
    case 'articles':
      return <ArticleForm editing={editing} />;
    case 'books':
      return <BookForm editing={editing} />;
    case 'videos':
      return <VideoForm editing={editing} />;
  }
}
