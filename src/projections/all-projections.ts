import type { Projection } from './projection';
import { conversationsProjection } from './conversations/conversations.projection';
import { postsProjection } from './posts/posts.projection';
import { usersProjection } from './users/users.projection';

/** Every read model the runner keeps current; read-your-writes waits for all of them. */
export const PROJECTIONS: readonly Projection[] = [usersProjection, postsProjection, conversationsProjection];
