/**
 * Fills a database through the application's own commands, as its members would have: sign-ups,
 * expert profiles over real US zip codes, posts of every kind with categories and tags, answers and
 * comments, votes and bookmarks, then expert memberships. Events, projections and search all hold
 * the result. Text comes from the search benchmark's small built-in vocabulary; no network.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { addAnswer, addComment } from '../../src/commands/conversations/conversation.decider';
import { castVote } from '../../src/commands/conversations/vote.decider';
import type { INestApplicationContext } from '@nestjs/common';
import { sql } from 'kysely';
import type { CommandContext } from '../../src/commands/command-context';
import { saveExpertProfile } from '../../src/commands/experts/experts.decider';
import { signUpExpert } from '../../src/commands/experts/sign-up-expert';
import { activateMembership } from '../../src/commands/membership/membership.decider';
import { postContent } from '../../src/commands/posts/posts.decider';
import { saveItem } from '../../src/commands/users/saved-items.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import { signUp, updateAccount } from '../../src/commands/users/account-writes';
import { DomainError } from '../../src/common/domain-error';
import type { PostKind } from '../../src/contracts/content';
import { CONTRIBUTION_POST_KINDS, PROFESSIONS } from '../../src/contracts/experts';
import type { Role } from '../../src/contracts/members';
import {
  AppendWaker,
  type EventStore,
  type GlobalPosition,
  laterPosition,
} from '../../src/infra/event-store/event-store.port';
import type { SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { EVENT_STORE, SQL_DATABASE } from '../../src/infra/tokens';
import { ProjectionProgress } from '../../src/projections/progress';
import { inParallel } from './api';
import { usZips } from './expert-directory';
import { mulberry32, SearchCorpus } from './search-corpus';

export interface SeedSizes {
  users: number;
  /** Posts: articles, questions, books and videos. */
  items: number;
  /** Keep adding votes and replies until the event store holds this many events (0: stop after the items). */
  events: number;
}

export interface SeedOptions {
  /**
   * Wait for the projections (and then activate expert memberships, which read them). Off for a
   * process that writes events with no projector running.
   */
  project: boolean;
}

export interface SeededUser {
  uid: number;
  email: string;
  name: string;
  role: Role;
}

export interface SeededPost {
  kind: PostKind;
  id: number;
  title: string;
}

export interface SeededReply {
  kind: 'comment' | 'answer';
  id: number;
  /** No member votes on their own reply. */
  authorId: number;
}

export interface SeedResult {
  /** Every seeded account signs in with this password. */
  password: string;
  users: SeededUser[];
  posts: SeededPost[];
  replies: SeededReply[];
  votes: number;
  bookmarks: number;
  listedExperts: number;
  events: number;
  /** The position of the last event the seed wrote: the projections are done once they pass it. */
  head: GlobalPosition;
}

/** A tenth of the accounts are experts, as on the live site. */
const EXPERT_SHARE = 0.1;
/** Posts an expert writes before the others' (enough to activate a membership). */
const EXPERT_POSTS = 3;
const CONCURRENCY = 8;
/** Sign-ups hash a password (argon2id): more at once only queues on two cores. */
const SIGN_UP_CONCURRENCY = 4;
const EXTRA_ROUND = 2_000;

const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Frank',
  'Grace',
  'Henry',
  'Iris',
  'Jack',
  'Kate',
  'Liam',
  'Maria',
  'Noah',
  'Olivia',
  'Paul',
  'Rosa',
  'Sam',
  'Tara',
  'Vera',
  'Yusuf',
  'Zoe',
];
const LAST_NAMES = [
  'Alvarez',
  'Brooks',
  'Chen',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Jensen',
  'Khan',
  'Lopez',
  'Moreau',
  'Novak',
  'Okafor',
  'Patel',
  'Reyes',
  'Stone',
  'Tanaka',
  'Walsh',
];
const EXPERT_TITLES: Record<string, string> = {
  'Collaborative Lawyers': 'Collaborative family lawyer',
  'Litigation Lawyers': 'Family law litigator',
  Coaches: 'Divorce coach',
  Therapists: 'Licensed family therapist',
  'Real Estate Agents': 'Real estate agent for separating couples',
  Mediators: 'Family mediator',
  'Financial Planners': 'Certified divorce financial planner',
  'Divorce Specialized Accountants': 'Accountant for divorce and separation',
};

export type SeedLog = (message: string) => void;

export async function seedDatabase(
  app: INestApplicationContext,
  sizes: SeedSizes,
  log: SeedLog = () => {},
  options: SeedOptions = { project: true },
): Promise<SeedResult> {
  const seeder = new Seeder(app, log);
  try {
    return await seeder.run(sizes, options);
  } finally {
    seeder.close();
  }
}

class Seeder {
  private readonly writes: CommandRunner;
  private readonly database: SqlDatabase<ReadModel>;
  private readonly store: EventStore;
  // The store's head is what $all readers see: while any older transaction on the server is still
  // open (another database's, even) it stops short of the seed's own last events.
  private readonly appends: AppendWaker;
  private readonly random = mulberry32(7);
  private readonly corpus = new SearchCorpus(11);
  private readonly tag = randomBytes(3).toString('hex');
  private readonly password = `seeded password ${this.tag}`;
  private readonly zips = usZips();
  private users: SeededUser[] = [];
  private posts: SeededPost[] = [];
  private replies: SeededReply[] = [];
  private votes = 0;
  private bookmarks = 0;

  constructor(
    private readonly app: INestApplicationContext,
    private readonly log: SeedLog,
  ) {
    this.writes = app.get(CommandRunner);
    this.database = app.get<SqlDatabase<ReadModel>>(SQL_DATABASE);
    this.store = app.get<EventStore>(EVENT_STORE);
    this.appends = new AppendWaker(this.store);
  }

  close(): void {
    this.appends.close();
  }

  async run(sizes: SeedSizes, options: SeedOptions): Promise<SeedResult> {
    const topicIds = (await this.database.db.selectFrom('topics').select('id').execute()).map((row) => Number(row.id));
    const experts = sizes.users < 2 ? 0 : Math.max(1, Math.round(sizes.users * EXPERT_SHARE));
    await this.timed(`${experts} experts`, () => this.signUpExperts(experts, topicIds));
    await this.timed(`${sizes.users - experts} members`, () => this.signUpMembers(sizes.users - experts));
    if (this.users.length === 0) throw new Error('Seeding needs at least one user.');
    await this.timed(`${sizes.items} posts`, () => this.writePosts(sizes.items, topicIds));
    await this.timed('answers and comments', () => this.writeReplies());
    await this.timed('votes and bookmarks', () => this.writeVotesAndBookmarks());
    while (sizes.events > 0 && (await this.eventCount()) < sizes.events) {
      await this.timed(`${EXTRA_ROUND} more replies and votes`, () => this.writeMore(EXTRA_ROUND));
    }
    let listedExperts = 0;
    if (options.project) {
      await this.timed('projections to catch up', () => this.catchUp());
      listedExperts = await this.timed('expert memberships', () => this.activateMemberships());
      await this.catchUp();
    }
    return {
      password: this.password,
      users: this.users,
      posts: this.posts,
      replies: this.replies,
      votes: this.votes,
      bookmarks: this.bookmarks,
      listedExperts,
      events: await this.eventCount(),
      head: await this.writtenHead(),
    };
  }

  private async timed<T>(what: string, task: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await task();
    this.log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  private context(user: SeededUser | null): CommandContext {
    return {
      actorId: user?.uid ?? null,
      actorRole: user ? user.role : 'system',
      correlationId: randomUUID(),
      causationId: null,
    };
  }

  /** Usernames are unique: past the pairs of first and last names, a number tells them apart. */
  private name(n: number): string {
    const pairs = FIRST_NAMES.length * LAST_NAMES.length;
    const base = `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]}`;
    return n < pairs ? base : `${base} ${Math.floor(n / pairs) + 1}`;
  }

  /** Runs `write` with `name`, or, if an earlier seed of this database took it, with the run's tag added. */
  private async withFreeName<T>(
    name: string,
    write: (name: string) => Promise<T>,
  ): Promise<{ name: string; result: T }> {
    try {
      return { name, result: await write(name) };
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
      const tagged = `${name} ${this.tag}`;
      return { name: tagged, result: await write(tagged) };
    }
  }

  private email(n: number): string {
    return `seed-${this.tag}-${n}@example.org`;
  }

  private async signUpExperts(count: number, topicIds: number[]): Promise<void> {
    const experts: SeededUser[] = new Array(count);
    await inParallel(range(count), SIGN_UP_CONCURRENCY, async (n) => {
      const zip = this.pick(this.zips);
      const profession = this.pick(PROFESSIONS.filter((p) => p !== 'Other'));
      const email = this.email(n);
      const {
        name,
        result: { uid },
      } = await this.withFreeName(this.name(n), (name) =>
        this.writes.runOnly(
          signUpExpert,
          {
            application: { name, location: zip, professions: [profession], otherProfession: null },
            account: { email, password: this.password },
          },
          this.context(null),
        ),
      );
      const expert: SeededUser = { uid, email, name, role: 'Expert' };
      const profile = {
        slug: `${name.toLowerCase().replace(/\s+/g, '-')}-${uid}`,
        title: EXPERT_TITLES[profession]!,
        bio: this.corpus.prose(20 + Math.floor(this.random() * 20)).slice(0, 250),
        zip,
        startYear: 1985 + Math.floor(this.random() * 38),
        categories: topicIds.length === 0 ? [] : [...new Set([this.pick(topicIds), this.pick(topicIds)])],
      };
      await this.writes.runOnly(saveExpertProfile, { uid, profile }, this.context(expert));
      experts[n] = expert;
    });
    this.users.push(...experts);
  }

  private async signUpMembers(count: number): Promise<void> {
    const offset = this.users.length;
    const members: SeededUser[] = new Array(count);
    await inParallel(range(count), SIGN_UP_CONCURRENCY, async (n) => {
      const email = this.email(offset + n);
      const { uid } = await this.writes.runOnly(signUp, { email, password: this.password }, this.context(null));
      const member: SeededUser = { uid, email, name: this.name(offset + n), role: 'member' };
      member.name = (
        await this.withFreeName(member.name, (name) =>
          this.writes.runOnly(
            updateAccount,
            { uid, changes: { username: name }, password: null },
            this.context(member),
          ),
        )
      ).name;
      members[n] = member;
    });
    this.users.push(...members);
  }

  private async writePosts(count: number, topicIds: number[]): Promise<void> {
    const posts: SeededPost[] = new Array(count);
    const experts = this.users.filter((u) => u.role === 'Expert');
    await inParallel(range(count), CONCURRENCY, async (n) => {
      const next = this.corpus.next();
      // The experts' posts come first, so that each has enough contributions to take a membership
      // (a question is not one: an expert's becomes an article).
      const byExpert = n < experts.length * EXPERT_POSTS;
      const kind =
        byExpert && !(CONTRIBUTION_POST_KINDS as readonly PostKind[]).includes(next.kind) ? 'articles' : next.kind;
      const { data } = next;
      const author = byExpert ? experts[n % experts.length]! : this.pick(this.users);
      const categories = topicIds.length === 0 || this.random() < 0.3 ? [] : [this.pick(topicIds)];
      // Generated text warns nobody: a made-up name in it must not stop the seed.
      const fields = {
        title: data.title,
        body: data.body,
        tags: data.tags,
        categories,
        media: media(kind, n),
        acknowledged: true,
        identifyingDetailsConfirmed: true,
      };
      const { id } = await this.writes.runOnly(postContent, { kind, fields }, this.context(author));
      posts[n] = { kind, id, title: data.title };
    });
    this.posts.push(...posts);
  }

  private async writeReply(post: SeededPost): Promise<void> {
    const author = this.pick(this.users);
    const ctx = this.context(author);
    const text = this.corpus.prose(15 + Math.floor(this.random() * 60));
    const reply = {
      author: { id: author.uid, name: author.name, role: author.role },
      text,
      identifyingDetailsConfirmed: true,
    };
    if (post.kind === 'qnas') {
      const { id } = await this.writes.runOnly(addAnswer, { questionId: post.id, ...reply }, ctx);
      this.replies.push({ kind: 'answer', id, authorId: author.uid });
    } else {
      const { id } = await this.writes.runOnly(addComment, { parentKind: post.kind, parentId: post.id, ...reply }, ctx);
      this.replies.push({ kind: 'comment', id, authorId: author.uid });
    }
  }

  private async writeReplies(): Promise<void> {
    // Two replies a post on average; questions draw more than the others.
    const parents = this.posts.flatMap((post) =>
      Array.from({ length: Math.floor(this.random() * (post.kind === 'qnas' ? 5 : 4)) }, () => post),
    );
    await inParallel(parents, CONCURRENCY, (post) => this.writeReply(post));
  }

  private async castVote(reply: SeededReply): Promise<void> {
    if (this.users.length < 2) return;
    let voter = this.pick(this.users);
    while (voter.uid === reply.authorId) voter = this.pick(this.users);
    const direction = this.random() < 0.8 ? 'up' : 'down';
    await this.writes.runOnly(
      castVote,
      { target: reply.kind, targetId: reply.id, voterId: voter.uid, authorId: reply.authorId, direction },
      this.context(voter),
    );
    this.votes += 1;
  }

  private async writeVotesAndBookmarks(): Promise<void> {
    const ballots = this.replies.flatMap((reply) => Array.from({ length: Math.floor(this.random() * 4) }, () => reply));
    await inParallel(ballots, CONCURRENCY, (reply) => this.castVote(reply));
    const saved = this.posts.filter(() => this.random() < 0.3).map((post) => ({ post, user: this.pick(this.users) }));
    // A member's bookmarks are one stream: saved one after another, as a person would, and members in
    // parallel (several saves racing on one stream can use up the writer's retries on a busy machine).
    const byMember = new Map<number, typeof saved>();
    for (const save of saved) byMember.set(save.user.uid, [...(byMember.get(save.user.uid) ?? []), save]);
    await inParallel([...byMember.values()], CONCURRENCY, async (saves) => {
      for (const { post, user } of saves) {
        await this.writes.runOnly(
          saveItem,
          { uid: user.uid, item: { type: post.kind, id: post.id, title: post.title } },
          this.context(user),
        );
        this.bookmarks += 1;
      }
    });
  }

  /** A round of activity on what is there: votes mostly, some replies. */
  private async writeMore(commands: number): Promise<void> {
    await inParallel(range(commands), CONCURRENCY, async () => {
      if (this.replies.length === 0 || this.random() < 0.25) await this.writeReply(this.pick(this.posts));
      else await this.castVote(this.pick(this.replies));
    });
  }

  private async activateMemberships(): Promise<number> {
    let listed = 0;
    await inParallel(
      this.users.filter((u) => u.role === 'Expert'),
      CONCURRENCY,
      async (expert) => {
        try {
          await this.writes.runOnly(activateMembership, { uid: expert.uid }, this.context(expert));
          listed += 1;
        } catch (error) {
          // An expert with fewer posts than a membership needs stays unlisted, as on the site.
          if (!(error instanceof DomainError)) throw error;
        }
      },
    );
    return listed;
  }

  private async catchUp(): Promise<void> {
    const head = await this.writtenHead();
    const progress = this.app.get(ProjectionProgress);
    while (!(await progress.waitFor(head, 10_000)))
      this.log('waiting for the projections to reach the head of the event store...');
  }

  private async writtenHead(): Promise<GlobalPosition> {
    return laterPosition(await this.store.headPosition(), this.appends.latest);
  }

  private async eventCount(): Promise<number> {
    const { rows } = await sql<{ count: string }>`select count(*) as count from es_events`.execute(this.database.db);
    return Number(rows[0]!.count);
  }
}

const range = (count: number) => Array.from({ length: Math.max(0, count) }, (_, i) => i);

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const code = (n: number, length: number) =>
  Array.from({ length }, (_, i) => ID_CHARS[(n * 7 + i * 13 + Math.floor(n / (i + 1))) % ID_CHARS.length]).join('');

/** The link each kind carries: a book's product page, a video's watch page, now and then an article's source. */
function media(kind: PostKind, n: number): string | null {
  if (kind === 'books') return `https://www.amazon.com/dp/${code(n, 10)}`;
  if (kind === 'videos') return `https://www.youtube.com/watch?v=${code(n, 11)}`;
  if (kind === 'articles' && n % 3 === 0) return `https://example.org/stories/${n}`;
  return null;
}
