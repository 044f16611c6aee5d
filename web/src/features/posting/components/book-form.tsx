import { usePostForm } from '../hooks/use-post-form';
import type { PostEditing } from '../post-editing';
import { MediaLinkField } from './media-link-field';
import { PostFormShell } from './post-form-shell';
import { BodyField, TitleField } from './post-text-fields';

/** Posts a book, or with `editing` saves the author's edit of theirs. */
export function BookForm({ editing }: { editing?: PostEditing } = {}) {
  const form = usePostForm('books', editing);
  const { values, errors, change } = form;
  return (
    <PostFormShell kind="books" form={form} intro="Recommend a book that helped you, and tell others why.">
      <TitleField
        label="Book Title"
        value={values.title}
        onChange={(title) => change('title', title)}
        error={errors.title}
      />
      <BodyField
        label="Description or Story"
        value={values.body}
        onChange={(body) => change('body', body)}
        error={errors.body}
      />
      <MediaLinkField
        kind="books"
        label="Online Bookstore Link"
        value={values.media}
        onChange={(media) => change('media', media)}
        error={errors.media}
        title={values.title}
      />
    </PostFormShell>
  );
}
