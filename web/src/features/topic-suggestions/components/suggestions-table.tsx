import type { TopicSuggestion } from '@contracts/topics';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import tableStyles from '../../../components/data-table.module.css';
import { formatDateTime } from '../../../lib/format-date';

interface SuggestionsTableProps {
  suggestions: TopicSuggestion[];
  /** The suggestion whose Deny is under way, if any. */
  denying: number | null;
  onApprove: (suggestion: TopicSuggestion) => void;
  onDeny: (suggestion: TopicSuggestion) => void;
}

/** Topic, suggester id, date, the suggesting page, and Approve and Deny for each open suggestion. */
export function SuggestionsTable({ suggestions, denying, onApprove, onDeny }: SuggestionsTableProps) {
  return (
    <DataTable
      caption="Suggested categories, oldest first"
      columns={['Topic', 'Suggester ID', 'Date', 'Suggesting page']}
      actions
    >
      {suggestions.map((suggestion) => (
        <tr key={suggestion.id}>
          <th scope="row" data-label="Topic" className={tableStyles.primary}>
            {suggestion.topic}
          </th>
          <td data-label="Suggester ID">{suggestion.suggestedBy}</td>
          <td data-label="Date">
            <time dateTime={suggestion.suggestedAt}>{formatDateTime(suggestion.suggestedAt)}</time>
          </td>
          <td data-label="Suggesting page">
            <Link to={suggestion.path}>{suggestion.path}</Link>
          </td>
          <td className={tableStyles.actions}>
            <Button onClick={() => onApprove(suggestion)} aria-label={`Approve ${suggestion.topic}`}>
              Approve
            </Button>
            <Button
              variant="secondary"
              busy={denying === suggestion.id}
              onClick={() => onDeny(suggestion)}
              aria-label={`Deny ${suggestion.topic}`}
            >
              Deny
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
