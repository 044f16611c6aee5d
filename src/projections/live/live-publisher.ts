import type { Kysely } from 'kysely';
import type { PostKind } from '../../contracts/content';
import { type GlobalPosition, positionToString, type StoredEvent } from '../../infra/event-store/event-store.port';
import type { LiveBus } from '../../infra/live/live-bus';
import type { ReadModel } from '../read-model';
import { HEARD } from '../blocks/from-blocked';
import { type LiveLookups, liveNoticesFor, notificationsToLookUp, type PostRef, repliesToLookUp } from './live-notices';

/**
 * Turns what a lane committed into notices and publishes them. Runs after the commit: a page that
 * reads again on a notice sees the change. A failure loses notices, never the projection's work.
 */
export class LivePublisher {
  constructor(
    private readonly db: Kysely<ReadModel>,
    private readonly bus: LiveBus,
    private readonly onError: (error: unknown) => void,
  ) {}

  async committed(lane: string, events: readonly StoredEvent[], position: GlobalPosition): Promise<void> {
    try {
      const notices = liveNoticesFor(lane, events, await this.lookUp(lane, events));
      if (notices.length > 0) await this.bus.publish({ lane, position: positionToString(position), notices });
    } catch (error) {
      this.onError(error);
    }
  }

  private async lookUp(lane: string, events: readonly StoredEvent[]): Promise<LiveLookups> {
    const replyParents = new Map<string, PostRef>();
    const recipients = new Map<string, number[]>();
    const replies = lane === 'pages' ? repliesToLookUp(events) : [];
    if (replies.length > 0) {
      const answers = replies.filter((r) => r.kind === 'answer').map((r) => r.id);
      const comments = replies.filter((r) => r.kind === 'comment').map((r) => r.id);
      const named = (table: 'replies' | 'removed_replies') =>
        this.db
          .selectFrom(table)
          .select(['kind', 'id', 'parent_kind', 'parent_id'])
          .where((eb) =>
            eb.or([
              eb.and([eb('kind', '=', 'answer'), eb('id', 'in', answers.length > 0 ? answers : [0])]),
              eb.and([eb('kind', '=', 'comment'), eb('id', 'in', comments.length > 0 ? comments : [0])]),
            ]),
          );
      const rows = await named('replies').unionAll(named('removed_replies')).execute();
      for (const r of rows)
        replyParents.set(`${r.kind}-${r.id}`, { postKind: r.parent_kind as PostKind, postId: r.parent_id });
    }
    const ids = lane === 'notifications' ? notificationsToLookUp(events) : [];
    if (ids.length > 0) {
      // No live notice caused by a member the holder blocked.
      const rows = await this.db
        .selectFrom('notifications as n')
        .select(['id', 'uid'])
        .where('id', 'in', ids)
        .where(HEARD)
        .execute();
      for (const r of rows) recipients.set(r.id, [...(recipients.get(r.id) ?? []), r.uid]);
    }
    return { replyParents, recipients };
  }
}
