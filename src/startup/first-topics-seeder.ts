import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { systemContext } from '../commands/command-context';
import { createTopic } from '../commands/topics/topics.decider';
import { DomainError } from '../common/domain-error';
import type { GlobalPosition } from '../infra/event-store/event-store.port';
import type { Config } from '../config/config';
import { CONFIG } from '../infra/tokens';
import { CommandRunner } from '../writes/command-runner';
import { FIRST_TOPICS } from './first-topics';

const PROJECTION_WAIT_MS = 5_000;

/**
 * In processes with the api role: creates the first topics through the ordinary write. A slug
 * that exists is refused and skipped, and the fixed idempotency key gives two processes starting at
 * once the same event ids, so any number of starts create each topic once.
 */
@Injectable()
export class FirstTopicsSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Topics');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly runner: CommandRunner,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.includes('api')) return;
    // The topics are created one after another and the read model is waited for once, after the last.
    let position: GlobalPosition | null = null;
    for (const topic of FIRST_TOPICS) {
      try {
        const context = systemContext('first-topics', 'first-topics');
        const { slug, name, keywords } = topic;
        ({ position } = await this.runner.runOnly(createTopic, { slug, name, keywords }, context));
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
      }
    }
    // Posting checks categories against the read model: on a first start, wait until it has the topics.
    if (position && !(await this.runner.waitForNextReads(createTopic, position, PROJECTION_WAIT_MS)))
      this.logger.warn('The first topics are created but not yet in the read model.');
  }
}
