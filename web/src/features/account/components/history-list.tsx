import { MESSAGES } from '@contracts/messages';
import { MessageCircleQuestionMark } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { paths } from '../../../lib/paths';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { getHistory } from '../api/get-history';
import { VIA_ACCOUNT } from '../../../lib/item-links';
import { HistoryRows } from '../../../components/history-rows';
import { LoadError } from '../../../components/load-error';

function newestFirst(a: { date: string }, b: { date: string }): number {
  return Date.parse(b.date) - Date.parse(a.date);
}

export function HistoryList() {
  const { data, error, loading, reload } = useServerData('/account/history', getHistory);

  if (loading) return <Loading />;
  if (error) return <LoadError message={error} onRetry={reload} />;
  const items = [...(data?.items ?? [])].sort(newestFirst);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={MessageCircleQuestionMark}
        text={MESSAGES.noHistory}
        action={{ to: paths.ask, label: 'Ask a Question' }}
      />
    );
  }

  return <HistoryRows items={items} linkState={VIA_ACCOUNT} />;
}
