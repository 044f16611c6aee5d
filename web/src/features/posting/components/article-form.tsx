import { Field } from '../../../components/field';
import { usePostForm } from '../hooks/use-post-form';
import type { PostEditing } from '../post-editing';
import { PostFormShell } from './post-form-shell';
import { BodyField, LinkInput, TitleField } from './post-text-fields';

/** Posts an article, or with `editing` saves the author's edit of theirs. */
export function ArticleForm({ editing }: { editing?: PostEditing } = {}) {
  const form = usePostForm('articles', editing);
  const { values, errors, change } = form;
  return (
    <PostFormShell
      kind="articles"
      form={form}
      intro="Share what you have written or learned, so others going through divorce can benefit."
    >
      <TitleField
        label="Article Title"
        value={values.title}
        onChange={(title) => change('title', title)}
        error={errors.title}
      />
      <BodyField
        label="Article Content"
        value={values.body}
        onChange={(body) => change('body', body)}
        error={errors.body}
      />
      <Field label="Share Article Link" help="Optional: where the article was first published." error={errors.media}>
        {(control) => <LinkInput {...control} value={values.media} onChange={(media) => change('media', media)} />}
      </Field>
    </PostFormShell>
  );
}
