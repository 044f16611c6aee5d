import { CheckboxField } from '../../../components/checkbox-field';
import { usePostForm } from '../hooks/use-post-form';
import type { PostEditing } from '../post-editing';
import { MediaLinkField } from './media-link-field';
import { PostFormShell } from './post-form-shell';
import { BodyField, TitleField } from './post-text-fields';

/** Posts a video or audio, or with `editing` saves the author's edit of theirs. */
export function VideoForm({ editing }: { editing?: PostEditing } = {}) {
  const form = usePostForm('videos', editing);
  const { values, errors, change } = form;
  return (
    <PostFormShell
      kind="videos"
      form={form}
      intro="Share a video or audio clip that others may find helpful."
      footer={
        <CheckboxField
          label="I have the rights to post this video or audio on this site, and I assume all responsibility for it."
          checked={values.acknowledged}
          error={errors.acknowledged}
          onChange={(checked) => change('acknowledged', checked)}
        />
      }
    >
      <TitleField
        label="Video / Audio Title"
        value={values.title}
        onChange={(title) => change('title', title)}
        error={errors.title}
      />
      <BodyField
        label="Description"
        value={values.body}
        onChange={(body) => change('body', body)}
        error={errors.body}
      />
      <MediaLinkField
        kind="videos"
        label="Video or Audio Link"
        value={values.media}
        onChange={(media) => change('media', media)}
        error={errors.media}
        title={values.title}
      />
    </PostFormShell>
  );
}
