import type { Migration } from 'kysely';
import * as users from './20261122-1001-users';
import * as conversations from './20261123-1002-conversations';
import * as posts from './20261123-1003-posts';

export const projectionMigrations: Record<string, Migration> = {
  '20261122-1001-users': users,
  '20261123-1002-conversations': conversations,
  '20261123-1003-posts': posts,
};
