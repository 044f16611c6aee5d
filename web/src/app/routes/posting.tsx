import { ArticleForm } from '../../features/posting/components/article-form';
import { BookForm } from '../../features/posting/components/book-form';
import { QuestionForm } from '../../features/posting/components/question-form';
import { VideoForm } from '../../features/posting/components/video-form';
import { POSTING } from '../../features/posting/posting-kinds';
import { useDocumentTitle } from '../../lib/use-document-title';

// Open to visitors too: logged out, a post is kept as a draft until they sign up or log in.
export function AskRoute() {
  useDocumentTitle(POSTING.qnas.heading);
  return <QuestionForm />;
}

export function NewArticleRoute() {
  useDocumentTitle(POSTING.articles.heading);
  return <ArticleForm />;
}

export function NewBookRoute() {
  useDocumentTitle(POSTING.books.heading);
  return <BookForm />;
}

export function NewVideoRoute() {
  useDocumentTitle(POSTING.videos.heading);
  return <VideoForm />;
}
