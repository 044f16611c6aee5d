import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { userStream } from '../../events/streams';
import type { AppendResult } from '../../infra/event-store/event-store.port';
import { lookupZip } from '../../infra/zip-codes';
import { StreamWriter } from '../stream-writer';
import { TOPIC_CATALOG, type TopicCatalog } from '../topics/topic-catalog.port';
import { lastPosition } from '../users/account-services';
import { ExpertSlugs } from './expert-slugs';
import { type ExpertCommand, expertDecider } from './experts.decider';
import { SaveExpertProfile } from './save-expert-profile.command';

@CommandHandler(SaveExpertProfile)
export class SaveExpertProfileHandler implements ICommandHandler<SaveExpertProfile> {
  constructor(
    private readonly writer: StreamWriter,
    private readonly slugs: ExpertSlugs,
    @Inject(TOPIC_CATALOG) private readonly topics: TopicCatalog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ uid, profile, context }: SaveExpertProfile) {
    const lookups = {
      zipKnown: lookupZip(profile.zip) !== null,
      existingCategories: await this.topics.existingIds(profile.categories),
      thisYear: this.clock.now().getUTCFullYear(),
    };
    const command: ExpertCommand = { type: 'SaveExpertProfile', profile, lookups };
    // Decided once before anything is written: a refused profile reserves no address.
    const before = await this.writer.read(userStream(uid), expertDecider);
    if (expertDecider.decide(command, before).length === 0) return { position: null };

    const previousSlug = before.profile?.slug ?? null;
    const appends: (AppendResult | null)[] = [];
    if (previousSlug !== profile.slug) appends.push((await this.slugs.reserve(profile.slug, uid, context)).appended);
    try {
      appends.push((await this.writer.decide(userStream(uid), expertDecider, command, context)).appended);
    } catch (error) {
      if (previousSlug !== profile.slug) await this.slugs.release(profile.slug, uid, context).catch(() => {});
      throw error;
    }
    // The old address is let go only once the new one is in place.
    if (previousSlug !== null && previousSlug !== profile.slug)
      appends.push((await this.slugs.release(previousSlug, uid, context)).appended);
    return { position: lastPosition(...appends) };
  }
}
