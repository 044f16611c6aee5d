import type { HistoryItem } from '@contracts/members';
import { MessageCircle } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { HistoryRows } from '../../../components/history-rows';
import { breadcrumbState, type Crumb } from '../../../lib/breadcrumbs';

interface ExpertActivityProps {
  items: HistoryItem[];
  /** The expert's page, kept in the breadcrumb of what opens from here. */
  from: Crumb[];
}

/** The expert's contributions (articles, books, videos and answers), newest first, each linking to where it lives. */
export function ExpertActivity({ items, from }: ExpertActivityProps) {
  if (items.length === 0) return <EmptyState icon={MessageCircle} text="No posts yet." />;
  const newestFirst = [...items].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return <HistoryRows items={newestFirst} linkState={breadcrumbState(from)} />;
}
