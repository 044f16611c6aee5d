import type { PostKind } from '@contracts/content';
import { POST_UNDER_PSEUDONYM } from '@contracts/pseudonyms';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { IdentifyingDetailsDialog } from '../../think-before-post';
import { CheckboxField } from '../../../components/checkbox-field';
import type { usePostForm } from '../hooks/use-post-form';
import { POSTING } from '../posting-kinds';
import { CategoryPicker } from './category-picker';
import { SignupPrompt } from './signup-prompt';
import { SuggestCategoryField } from './suggest-category-field';
import { TagsField } from './tags-field';
import styles from './posting.module.css';

const EDIT_HEADINGS: Record<PostKind, string> = {
  qnas: 'Edit your question',
  articles: 'Edit your article',
  books: 'Edit your book',
  videos: 'Edit your video / audio',
};
const EDIT_INTRO = 'Anyone can see the earlier versions under "edited" once you save.';

interface PostFormShellProps {
  kind: PostKind;
  form: ReturnType<typeof usePostForm>;
  intro: ReactNode;
  /** The kind's own fields: title, text and link. */
  children: ReactNode;
  /** What comes after tags and categories, e.g. an acknowledgement checkbox. */
  footer?: ReactNode;
}

/**
 * What every posting form shares: heading, tags, categories, a suggested category, posting under a
 * pseudonym, the submit button and the login prompt.
 */
export function PostFormShell({ kind, form, intro, children, footer }: PostFormShellProps) {
  const { values, errors, change, busy, formProps, promptOpen, setPromptOpen, identifyingDetailsDialog, editing } =
    form;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="post-form-title">
        <h1 id="post-form-title" className={styles.title}>
          {editing ? EDIT_HEADINGS[kind] : POSTING[kind].heading}
        </h1>
        <p className={styles.intro}>{editing ? EDIT_INTRO : intro}</p>
        <form {...formProps}>
          {children}
          {/* Chosen once, when posting: an edit keeps the post's name or pseudonym. */}
          {!editing && (
            <CheckboxField
              label={POST_UNDER_PSEUDONYM}
              checked={values.pseudonymous}
              onChange={(checked) => change('pseudonymous', checked)}
            />
          )}
          <TagsField
            tags={values.tags}
            onChange={(tags) => change('tags', tags)}
            text={values.tagText}
            onTextChange={(text) => change('tagText', text)}
            error={errors.tags}
          />
          <CategoryPicker
            selected={values.categories}
            onChange={(categories) => change('categories', categories)}
            error={errors.categories}
          />
          {/* A suggestion names its member to the administrators who review it, so a pseudonymous post makes none. */}
          {!values.pseudonymous && !editing && (
            <SuggestCategoryField
              value={values.suggestedTopic}
              onChange={(topic) => change('suggestedTopic', topic)}
              error={errors.suggestedTopic}
            />
          )}
          {footer}
          <div className={styles.actions}>
            <Button type="submit" variant="accent" busy={busy}>
              {editing ? 'SAVE' : 'SUBMIT'}
            </Button>
            {editing && (
              <Button type="button" variant="secondary" onClick={form.discard}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      </section>
      <IdentifyingDetailsDialog {...identifyingDetailsDialog} />
      {!editing && <SignupPrompt kind={kind} open={promptOpen} onOpenChange={setPromptOpen} />}
    </div>
  );
}
