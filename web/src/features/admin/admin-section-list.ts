import {
  Ban,
  Database,
  FileClock,
  Flag,
  History,
  Inbox,
  ListChecks,
  ListTodo,
  ShieldAlert,
  Tags,
  UsersRound,
} from 'lucide-react';
import { AdminMessagesScreen } from '../admin-messages';
import { DatabaseScreen, EventHistoryScreen } from '../admin-data';
import { AnonymousContentScreen } from '../anonymous-content';
import { ViolationReportsScreen } from '../moderation';
import { BlocklistScreen, ReviewQueueScreen } from '../review-queue';
import { UserManagementScreen } from '../user-management';
import { paths } from '../../lib/paths';
import type { AdminSection } from './admin-sections';

// Every section of the Admin Area, in the order the dashboard lists them. Each screen is its own
// chunk (its feature exports it lazily): an administrator opening one section loads only that one.
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    id: 'topics',
    label: 'Suggested Categories',
    description: 'Approve suggested categories as topics, or deny them.',
    icon: Tags,
    to: paths.adminTopics,
  },
  {
    id: 'users',
    label: 'User Management',
    description: 'Look a user up by username or email; grant or revoke Expert and Administrator.',
    icon: UsersRound,
    screen: UserManagementScreen,
  },
  {
    id: 'reports',
    label: 'Violation Reports',
    description: 'Dismiss reports of comments, answers and posts, or remove the content.',
    icon: Flag,
    screen: ViolationReportsScreen,
  },
  {
    id: 'review',
    label: 'Review Queue',
    description:
      'Posts and replies held before they show (new members’ links, daily limits, the blocklist): approve or reject.',
    icon: ShieldAlert,
    screen: ReviewQueueScreen,
  },
  {
    id: 'blocklist',
    label: 'Blocklist',
    description: 'Words and domains that hold a post or reply for review, each with its reason.',
    icon: Ban,
    screen: BlocklistScreen,
  },
  {
    id: 'drafts',
    label: 'Anonymous Content',
    description: 'Review the drafts of logged-out visitors, and delete them.',
    icon: FileClock,
    screen: AnonymousContentScreen,
  },
  {
    id: 'qotd',
    label: 'Question of the Day',
    description: 'Choose the questions that cycle as the question of the day.',
    icon: ListChecks,
    to: paths.adminQotd,
  },
  {
    id: 'messages',
    label: 'Messages',
    description: 'Read what visitors sent through Contact Us and Report a Bug.',
    icon: Inbox,
    screen: AdminMessagesScreen,
  },
  {
    id: 'db',
    label: 'Database',
    description: 'Browse the read tables; see the projections and rebuild one.',
    icon: Database,
    screen: DatabaseScreen,
  },
  {
    id: 'events',
    label: 'Event history',
    description: 'Who did what, when: every recorded event, filtered by item, type, person or time.',
    icon: History,
    screen: EventHistoryScreen,
  },
  {
    id: 'queues',
    label: 'Job queues',
    description: 'The background jobs: emails, the question of the day, maintenance.',
    icon: ListTodo,
    href: '/admin/queues',
  },
];

export const adminSection = (id: string | undefined): AdminSection | undefined =>
  ADMIN_SECTIONS.find((s) => s.id === id && s.screen);
