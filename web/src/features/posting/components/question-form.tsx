import { QUESTION_TITLE_MAX } from '@contracts/content';
import { CheckboxField } from '../../../components/checkbox-field';
import { usePostForm } from '../hooks/use-post-form';
import { PostFormShell } from './post-form-shell';
import { BodyField, TitleField } from './post-text-fields';

export function QuestionForm() {
  const form = usePostForm('qnas');
  const { values, errors, change } = form;
  return (
    <PostFormShell
      kind="qnas"
      form={form}
      intro="Ask the community anything, big or small. Members, experts and people who have been there will answer."
      footer={
        <CheckboxField
          label="I am at least 18 years of age."
          checked={values.acknowledged}
          error={errors.acknowledged}
          onChange={(checked) => change('acknowledged', checked)}
        />
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
