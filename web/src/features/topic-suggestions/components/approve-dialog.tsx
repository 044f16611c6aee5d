import { defaultTopicSlug, TOPIC_MESSAGES, TOPIC_SLUG_MAX, type Topic, type TopicSuggestion } from '@contracts/topics';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import { Modal } from '../../../components/modal';
import { ApiError, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { approveTopicSuggestion } from '../api/approve-topic-suggestion';
import styles from '../../../components/admin-screen.module.css';
import { TOPICS_KEY } from '../../../lib/topics/use-topics';

const FORM_ID = 'approve-topic-form';
const TOAST_ID = 'topic-suggestion';

interface ApproveDialogProps {
  suggestion: TopicSuggestion;
  onClose: () => void;
  /** The topic was added; the suggestion is handled. */
  onApproved: (suggestion: TopicSuggestion, topic: Topic) => void;
  /** The suggestion was handled elsewhere meanwhile. */
  onGone: (suggestion: TopicSuggestion) => void;
}

/** Asks for the new topic's slug (the lowercased topic with hyphens by default) and adds the topic. */
export function ApproveDialog({ suggestion, onClose, onApproved, onGone }: ApproveDialogProps) {
  const [slug, setSlug] = useState(() => defaultTopicSlug(suggestion.topic));
  const [error, setError] = useState<string>();
  const approval = useServerWrite({
    run: (chosen: string) => approveTopicSuggestion(suggestion.id, { slug: chosen }),
    // Browse and the posting forms' chips show the new topic without a reload.
    invalidates: [TOPICS_KEY],
    toast: 'none',
    onSuccess: ({ topic }) => {
      notify.success(TOPIC_MESSAGES.topicAdded, { id: TOAST_ID });
      onApproved(suggestion, topic);
    },
    onFailure: (failure) => {
      const message = errorMessage(failure);
      const status = failure instanceof ApiError ? failure.status : 0;
      if (status === 404) {
        notify.info(message, { id: TOAST_ID });
        onGone(suggestion);
        return;
      }
      // A taken or malformed slug: the message sits beside the field, and what was typed stays.
      if (status === 400 || status === 409) setError(message);
      notify.warning(message, { id: TOAST_ID });
    },
  });
  const busy = approval.pending;

  async function approve(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const chosen = slug.trim();
    if (chosen === '') {
      setError(TOPIC_MESSAGES.slugInvalid);
      return;
    }
    await approval.submit(chosen);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Approve suggested category"
      action={{ label: 'Approve', form: FORM_ID, busy }}
    >
      <p className={styles.dialogText}>
        Add <strong>{suggestion.topic}</strong> as a topic. The page that suggested it will be listed under it.
      </p>
      <form id={FORM_ID} noValidate onSubmit={(event) => void approve(event)}>
        <Field label="Slug" help={`The topic's address: /topic/${slug.trim() || '…'}`} error={error}>
          {(control) => (
            <input
              {...control}
              className={inputClassName}
              type="text"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              // The slug is what the dialog asks for, so typing starts there rather than on Close.
              autoFocus
              maxLength={TOPIC_SLUG_MAX}
              value={slug}
              onChange={(event) => {
                setSlug(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
