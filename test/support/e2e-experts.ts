import { randomUUID } from 'node:crypto';
import { type CommandContext, systemContext } from '../../src/commands/command-context';
import { saveExpertProfile } from '../../src/commands/experts/experts.decider';
import { signUpExpert } from '../../src/commands/experts/sign-up-expert';
import { payMembership } from '../../src/commands/membership/pay-membership';
import type { Topic } from '../../src/contracts/topics';
import type { GlobalPosition } from '../../src/infra/event-store/event-store.port';
import { CommandRunner } from '../../src/writes/command-runner';
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
  const runner = app.app.get(CommandRunner);
  const { body } = await new ApiClient(app.baseUrl).get('/api/topics');
  const topicId = (slug: string) => (body.topics as Topic[]).find((t) => t.slug === slug)!.id;
  const application = { name: expert.name, location: expert.zip, professions: ['Mediators'], otherProfession: null };
  const email = uniqueEmail('expert');
  const account = { email, password: PASSWORD };
  const { uid } = await runner.runOnly(signUpExpert, { application, account }, systemContext('e2e'));
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
  await runner.runOnly(saveExpertProfile, { uid, profile }, ctx);
  const payment = { uid, nonce: 'fake-valid-nonce', idempotencyKey: randomUUID() };
  const { position } = await runner.runOnly(payMembership, payment, ctx);
  return { uid, email, slug, position: position ?? null };
}
