import type { TopicSuggestion } from '@contracts/topics';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { formatDateTime } from '../../../lib/format-date';
import styles from './topic-suggestions.module.css';

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
    <table className={styles.table}>
      <caption className="visually-hidden">Suggested categories, oldest first</caption>
      <thead>
        <tr>
          <th scope="col">Topic</th>
          <th scope="col">Suggester ID</th>
          <th scope="col">Date</th>
          <th scope="col">Suggesting page</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {suggestions.map((suggestion) => (
          <tr key={suggestion.id}>
            <th scope="row" data-label="Topic" className={styles.topic}>
              {suggestion.topic}
            </th>
            <td data-label="Suggester ID">{suggestion.suggestedBy}</td>
            <td data-label="Date">
              <time dateTime={suggestion.suggestedAt}>{formatDateTime(suggestion.suggestedAt)}</time>
            </td>
            <td data-label="Suggesting page">
              <Link to={suggestion.path}>{suggestion.path}</Link>
            </td>
            <td className={styles.actions}>
              <Button onClick={() => onApprove(suggestion)} aria-label={`Approve ${suggestion.topic}`}>
                Approve
              </Button>
              <Button variant="secondary" busy={denying === suggestion.id} onClick={() => onDeny(suggestion)} aria-label={`Deny ${suggestion.topic}`}>
                Deny
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
