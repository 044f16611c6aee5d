import { TOPIC_MESSAGES, type TopicSuggestion } from '@contracts/topics';
import { Inbox } from 'lucide-react';
import { useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ApiError, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { AdminResourceView, AdminScreenHeader } from '../../../components/admin-screen';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { denyTopicSuggestion } from '../api/deny-topic-suggestion';
import { useTopicSuggestions } from '../hooks/use-topic-suggestions';
import { ApproveDialog } from './approve-dialog';
import { SuggestionsTable } from './suggestions-table';

const TOAST_ID = 'topic-suggestion';

/** The administrators' Suggested Categories screen: approve a suggestion as a topic, or deny it. */
export function SuggestedCategories() {
  const state = useTopicSuggestions();
  const [approving, setApproving] = useState<TopicSuggestion | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The row (and the button that had the focus) is gone: the keyboard carries on from the heading.
  const handled = (suggestion: TopicSuggestion) => {
    state.remove(suggestion.id);
    setApproving(null);
    requestAnimationFrame(() => heading.current?.focus());
  };

  const denial = useServerWrite({
    run: (suggestion: TopicSuggestion) => denyTopicSuggestion(suggestion.id),
    // The list takes the suggestion off (handled).
    invalidates: [],
    toast: 'none',
    onSuccess: (_reply, suggestion) => {
      notify.success(TOPIC_MESSAGES.suggestionRemoved, { id: TOAST_ID });
      handled(suggestion);
    },
    onFailure: (error, suggestion) => {
      if (error instanceof ApiError && error.status === 404) {
        notify.info(error.message, { id: TOAST_ID });
        handled(suggestion);
      } else notify.error(errorMessage(error), { id: TOAST_ID });
    },
  });
  const denying = denial.running?.id ?? null;

  function deny(suggestion: TopicSuggestion) {
    if (!denial.pending) void denial.submit(suggestion);
  }

  return (
    <>
      <AdminScreenHeader
        title="Suggested Categories"
        intro="Categories members suggested while posting. Approving one adds it as a topic and lists the suggesting page under it."
        headingRef={heading}
      />
      <AdminResourceView resource={state} notAllowed="Only administrators can review suggested categories.">
        {({ suggestions }) =>
          suggestions.length === 0 ? (
            <EmptyState icon={Inbox} text="No suggested categories." />
          ) : (
            <SuggestionsTable suggestions={suggestions} denying={denying} onApprove={setApproving} onDeny={deny} />
          )
        }
      </AdminResourceView>
      {approving && (
        <ApproveDialog
          key={approving.id}
          suggestion={approving}
          onClose={() => setApproving(null)}
          onGone={handled}
          onApproved={handled}
        />
      )}
    </>
  );
}
