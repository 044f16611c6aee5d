import { ListChecks, Tags } from 'lucide-react';
import { paths } from '../../lib/paths';
import type { AdminSection } from './admin-sections';

// Every section of the Admin Area, in the order the dashboard lists them. Each screen is its own
// chunk: an administrator opening one section loads only that one.
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'topics', label: 'Suggested Categories', description: 'Approve suggested categories as topics, or deny them.', icon: Tags, to: paths.adminTopics },
  {
    id: 'qotd',
    label: 'Question of the Day',
    description: 'Choose the questions that cycle as the question of the day.',
    icon: ListChecks,
    to: paths.adminQotd,
  },
];

export const adminSection = (id: string | undefined): AdminSection | undefined => ADMIN_SECTIONS.find((s) => s.id === id && s.screen);
