import { QUESTION_TITLE_MAX } from '@contracts/content';
import { CheckboxField } from '../../../components/checkbox-field';
import { usePostForm } from '../hooks/use-post-form';
import type { PostEditing } from '../post-editing';
import { PostFormShell } from './post-form-shell';
import { BodyField, TitleField } from './post-text-fields';

/** Asks a question, or with `editing` saves the author's edit of theirs. */
export function QuestionForm({ editing }: { editing?: PostEditing } = {}) {
  const form = usePostForm('qnas', editing);
  const { values, errors, change } = form;
  return (
    <PostFormShell
      kind="qnas"
      form={form}
      intro="Ask the community anything, big or small. Members, experts and people who have been there will answer."
      footer={
        // Asked once, when asking: an edit keeps the acknowledgement given then.
        !editing && (
          <CheckboxField
            label="I am at least 18 years of age."
            checked={values.acknowledged}
            error={errors.acknowledged}
            onChange={(checked) => change('acknowledged', checked)}
          />
        )
      }
    >
      <TitleField
        label="Question Title"
        max={QUESTION_TITLE_MAX}
        value={values.title}
        onChange={(title) => change('title', title)}
        error={errors.title}
      />
      <BodyField
        label="Question Details"
        help="Share as much or as little as you are comfortable with."
        value={values.body}
        onChange={(body) => change('body', body)}
        error={errors.body}
      />
    </PostFormShell>
  );
}
