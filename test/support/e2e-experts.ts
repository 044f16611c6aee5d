import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { type CommandContext, systemContext } from '../../src/commands/command-context';
import { SaveExpertProfile } from '../../src/commands/experts/save-expert-profile.command';
import { SignUpExpert } from '../../src/commands/experts/sign-up-expert.command';
import { PayMembership } from '../../src/commands/membership/pay-membership.command';
import type { Topic } from '../../src/contracts/topics';
import type { GlobalPosition } from '../../src/infra/event-store/event-store.port';
import { ApiClient } from './api-client';
import { PASSWORD, uniqueEmail } from './e2e-members';
import type { TestApp } from './test-app';

export interface ListedExpertInput {
  name: string;
  zip: string;
  /** Topic slugs of the expert's categories. */
  topics: string[];
}

export interface ListedExpert {
  uid: number;
  email: string;
  slug: string;
  position: GlobalPosition | null;
}

/** A listed expert made with the real commands: signed up, profile saved, a year paid in the sandbox. */
export async function addListedExpert(app: TestApp, expert: ListedExpertInput): Promise<ListedExpert> {
  const commands = app.app.get(CommandBus);
  const { body } = await new ApiClient(app.baseUrl).get('/api/topics');
  const topicId = (slug: string) => (body.topics as Topic[]).find((t) => t.slug === slug)!.id;
  const application = { name: expert.name, location: expert.zip, professions: ['Mediators'], otherProfession: null };
  const email = uniqueEmail('expert');
  const { uid } = await commands.execute(
    new SignUpExpert(application, { email, password: PASSWORD }, systemContext('e2e')),
  );
  const ctx: CommandContext = { ...systemContext('e2e'), actorId: uid, actorRole: 'Expert' };
  const slug = expert.name.toLowerCase().replace(/\s+/g, '-');
  const profile = {
    slug,
    title: 'Family Mediator',
    bio: `${expert.name.split(' ')[0]} helps families through separation with calm, practical steps.`,
    zip: expert.zip,
    startYear: 2008,
    categories: expert.topics.map(topicId),
  };
  await commands.execute(new SaveExpertProfile(uid, profile, ctx));
  const { position } = await commands.execute(new PayMembership(uid, 'fake-valid-nonce', randomUUID(), ctx));
  return { uid, email, slug, position: position ?? null };
}
