/**
 * A generated corpus for the search benchmark: posts of every kind written from a small built-in
 * vocabulary, deterministic for a seed. Each post is about one or two of the site's themes and
 * uses their keywords; the rest are everyday words, the site's own words ("divorce" is in most
 * posts, as on the real site), and a long tail of names and places, each list drawn with a
 * Zipf-like law (a few words in most posts, most words in few). Function words fill the sentences
 * as in real text.
 */
import { randomUUID } from 'node:crypto';
import type { PostKind } from '../../src/contracts/content';
import type { PostedData } from '../../src/events/content/posts.events';
import type { EventToAppend } from '../../src/infra/event-store/event-store.port';
import { FIRST_TOPICS } from '../../src/startup/first-topics';

// Everyday words, roughly most frequent first: the bulk of any post.
const GENERAL = `time year day week people thing way life home work feel think know want need help talk tell make take
  give find keep start try ask leave call move live friend good new old long little first last next hard better right
  place part problem fact hand night morning evening weekend month months years days together alone change money
  house school job car phone email letter meeting plan plans question answer story lesson mistake decision future
  past today tomorrow yesterday family parent mother father son daughter brother sister husband wife spouse partner
  health sleep food dinner breakfast lunch walk drive travel trip vacation summer winter spring autumn holiday
  birthday party gift card bill rent apartment room kitchen garden street city town neighbor office boss colleague
  team project book video article podcast website forum group class teacher doctor nurse hospital medicine
  strength courage patience hope fear guilt shame relief freedom growth journey path step chapter beginning ending
  message conversation argument silence distance space energy mood routine habit goal effort result reason chance
  choice support advice experience memory moment feeling thought idea worry peace calm quiet noise trouble
  paperwork schedule calendar appointment session weekend deadline insurance account bank savings loan income`;

// The site's own words, in every post: a divorce community talks about divorce.
const COMMON = `divorce ex kids lawyer court separation marriage custody mediation settlement`;

// Words of the themes a post is about, beyond the themes' own keywords.
const THEME_EXTRA = `schedule handover pickup dropoff bedtime homework teacher therapist counselor judge hearing filing
  petition attorney retainer fees assets debt alimony mortgage equity realtor listing buyer offer closing stepdad
  stepmom grandchildren visitation dating profile match breakup anger grief loneliness anxiety abuse safety order
  pets dog cat veterinarian religion church faith community culture tradition`;

const FUNCTION = `the a an and of to in for on with at by from as is was it this that we my our their they i you he she
  but or so if when then after before because about into over again still just very more most some any all
  not no never always often sometimes have has had do did does be been being can could would should will may`;

const FIRST_NAMES = `anna ben clara david emma frank grace henry iris jack kate liam maria noah olivia paul quinn rosa sam
  tara umar vera will xena yusuf zoe alice brian chloe daniel ella felix gina hugo isla jonas kira leo mila nina oscar`;

const PLACES = `portland denver austin boston chicago phoenix seattle miami atlanta dallas houston omaha tulsa raleigh
  richmond madison albany fresno tucson boise reno spokane tacoma eugene salem helena fargo`;

const TAGS = `coparenting custody mediation finances dating healing kids holidays lawyers therapy support selling
  grief firstyear stepfamily alimony school money court advice`;

const SYLLABLES = [
  'bra',
  'mor',
  'tel',
  'vish',
  'kan',
  'dre',
  'lo',
  'sten',
  'quar',
  'fen',
  'gal',
  'rin',
  'tho',
  'wex',
  'ul',
  'zan',
  'pel',
  'cor',
];

const words = (list: string) => list.split(/\s+/).filter(Boolean);

/** Small, fast, deterministic. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws words of a list, most frequent first, with probability ∝ 1 / (rank + offset): Zipf–Mandelbrot. */
class ZipfList {
  private readonly cumulative: Float64Array;
  constructor(
    readonly words: readonly string[],
    offset: number,
  ) {
    this.cumulative = new Float64Array(words.length);
    let sum = 0;
    for (let r = 0; r < words.length; r++) this.cumulative[r] = sum += 1 / (r + 1 + offset);
    for (let r = 0; r < words.length; r++) this.cumulative[r]! /= sum;
  }
  draw(random: () => number): string {
    const x = random();
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return this.words[lo]!;
  }
}

export const CORPUS_KINDS: readonly [PostKind, number][] = [
  ['articles', 0.4],
  ['qnas', 0.3],
  ['videos', 0.15],
  ['books', 0.15],
];
const EVENT_TYPE = {
  articles: 'ArticlePosted',
  books: 'BookPosted',
  videos: 'VideoPosted',
  qnas: 'QuestionPosted',
} as const;
/** Words in a body, by kind: articles are long, questions short. */
const BODY_WORDS: Record<PostKind, [number, number]> = {
  articles: [120, 400],
  qnas: [20, 90],
  videos: [25, 80],
  books: [40, 140],
};
const YEARS = 8;
const AUTHORS = 500;

export interface CorpusPost {
  kind: PostKind;
  data: PostedData;
}

/** Where a content word comes from: shares of the content words of a post. */
// Calibrated so that, as in forum text, "divorce" is in about half the posts, the site's other
// common words ("lawyer", "custody") in one post in five or so, a theme's words in a few percent.
const SOURCES = { general: 0.7, theme: 0.08, common: 0.03, domain: 0.06, tail: 0.13 };

/** Post n of the corpus for `seed`; ids count per kind from 1 in corpus order. */
export class SearchCorpus {
  private readonly random: () => number;
  private readonly general = new ZipfList(words(GENERAL), 3);
  private readonly common = new ZipfList(words(COMMON), 1);
  private readonly domain = new ZipfList(words(THEME_EXTRA), 20);
  private readonly tail: ZipfList;
  /** Each theme's words: those of its topic's keywords. */
  private readonly themes = FIRST_TOPICS.map((topic) => [
    ...new Set(topic.keywords.flatMap((k) => k.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length > 2)),
  ]);
  private readonly functionWords = words(FUNCTION);
  private readonly tags = words(TAGS);
  private readonly nextId: Record<PostKind, number> = { articles: 0, books: 0, videos: 0, qnas: 0 };
  private readonly now = Date.now();
  private postThemes: string[][] = [];

  constructor(seed = 42) {
    this.random = mulberry32(seed);
    // Prose asked for before any post is about some theme too.
    this.postThemes = [this.pick(this.themes)];
    const tail: string[] = [];
    // A long tail of made-up surnames and streets: rare words, as real text has thousands of.
    for (const a of SYLLABLES)
      for (const b of SYLLABLES) for (const c of ['', 'son', 'ford', 'ley']) tail.push(a + b + c);
    this.tail = new ZipfList([...words(FIRST_NAMES), ...words(PLACES), ...tail], 10);
  }

  get vocabularySize(): number {
    const all = [this.general, this.common, this.domain, this.tail].flatMap((list) => list.words);
    return new Set([...all, ...this.themes.flat()]).size;
  }

  next(): CorpusPost {
    const kind = this.kind();
    const id = ++this.nextId[kind];
    this.postThemes = [this.pick(this.themes), ...(this.random() < 0.3 ? [this.pick(this.themes)] : [])];
    const author = 1 + Math.floor(this.random() * AUTHORS);
    const [min, max] = BODY_WORDS[kind];
    const title = this.title(kind);
    const data: PostedData = {
      id,
      authorId: author,
      authorName: `member${author}`,
      authorRole: author % 25 === 0 ? 'Expert' : 'member',
      title,
      body: this.prose(min + Math.floor(this.random() * (max - min))),
      tags: Array.from({ length: Math.floor(this.random() * 4) }, () => this.pick(this.tags)),
      categories: [],
      media: kind === 'articles' ? null : kind === 'qnas' ? null : `https://example.org/${kind}/${id}`,
      postedAt: new Date(this.now - this.random() * YEARS * 365 * 86_400_000).toISOString(),
    };
    return { kind, data };
  }

  /** The highest id of each kind handed out so far. */
  lastIds(): Record<PostKind, number> {
    return { ...this.nextId };
  }

  toEvent({ kind, data }: CorpusPost): EventToAppend {
    return {
      id: randomUUID(),
      type: EVENT_TYPE[kind],
      data,
      metadata: {
        actorId: data.authorId,
        actorRole: data.authorRole,
        correlationId: randomUUID(),
        causationId: null,
        at: data.postedAt,
      },
    };
  }

  private kind(): PostKind {
    let x = this.random();
    for (const [kind, share] of CORPUS_KINDS) if ((x -= share) < 0) return kind;
    return 'articles';
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  private word(): string {
    let x = this.random();
    if ((x -= SOURCES.general) < 0) return this.general.draw(this.random);
    if ((x -= SOURCES.theme) < 0) return this.pick(this.pick(this.postThemes));
    if ((x -= SOURCES.common) < 0) return this.common.draw(this.random);
    if ((x -= SOURCES.domain) < 0) return this.domain.draw(this.random);
    return this.tail.draw(this.random);
  }

  /** About two words in five are function words, as in ordinary prose. */
  private sentence(length: number): string {
    const out: string[] = [];
    for (let i = 0; i < length; i++) out.push(this.random() < 0.4 ? this.pick(this.functionWords) : this.word());
    const text = out.join(' ');
    return `${text[0]!.toUpperCase()}${text.slice(1)}${this.random() < 0.15 ? '?' : '.'}`;
  }

  /** Prose of about `wordCount` words in paragraphs of five sentences. */
  prose(wordCount: number): string {
    const sentences: string[] = [];
    for (let left = wordCount; left > 0;) {
      const length = Math.min(left, 6 + Math.floor(this.random() * 14));
      sentences.push(this.sentence(length));
      left -= length;
    }
    const paragraphs: string[] = [];
    for (let i = 0; i < sentences.length; i += 5) paragraphs.push(sentences.slice(i, i + 5).join(' '));
    return paragraphs.join('\n');
  }

  private title(kind: PostKind): string {
    let text = this.sentence(3 + Math.floor(this.random() * 5)).slice(0, -1);
    // Question titles have at most 50 characters: whole words only.
    while (kind === 'qnas' && text.length > 49) text = text.slice(0, text.lastIndexOf(' '));
    return kind === 'qnas' ? `${text}?` : text;
  }
}
