/**
 * Crisis resources: where a post or a search mentions self-harm or violence, the page shows who to
 * call. A missed mention costs far more than a banner shown once too often, so the phrases are broad.
 */
export type CrisisTopic = 'self-harm' | 'violence';

const PHRASES: Record<CrisisTopic, RegExp> = {
  'self-harm': new RegExp(
    [
      'suicid(?:e|es|al)',
      'kill(?:ing)? myself',
      'end(?:ing)? (?:it all|my (?:own )?life)',
      'tak(?:e|ing) my (?:own )?life',
      'wan(?:t|ted|na) to die',
      'wish(?:ed)? i (?:was|were) dead',
      'better off dead',
      'no reason to (?:live|go on)',
      'self[- ]?harm(?:ing)?',
      '(?:hurt|hurting|harm|harming|cut|cutting) myself',
      'overdos(?:e|ed|ing)',
    ].join('|'),
  ),
  violence: new RegExp(
    [
      'domestic (?:violence|abuse)',
      'abus(?:e|ed|er|ers|es|ing|ive)',
      'violen(?:ce|t)',
      '(?:hit|hits|hitting|beat|beats|beating|choked?|chokes|choking|strangled?|strangles|strangling|punched|kicked|slapped|raped?) me',
      'rap(?:e|ed|ist)',
      'sexual(?:ly)? assault(?:ed)?',
      'assault(?:ed|s)?',
      'threat(?:en|ens|ened|ening) to (?:kill|hurt|take)',
      'afraid (?:of|for) my (?:life|safety)',
      'fear (?:for )?my (?:life|safety)',
      'stalk(?:s|ed|ing|er|ers)?',
      '(?:restraining|protective|protection) order',
    ].join('|'),
  ),
};

const WORDS = (pattern: RegExp) => new RegExp(`(?:^|[^\\p{L}])(?:${pattern.source})(?![\\p{L}])`, 'u');
const MATCHERS = Object.entries(PHRASES).map(([topic, pattern]) => [topic as CrisisTopic, WORDS(pattern)] as const);

/** Lower case, curly apostrophes straight, any run of spaces or line breaks as one space. */
const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ');

/** The crisis topics the texts mention, each once, in a fixed order (self-harm first). */
export function crisisTopicsIn(...texts: readonly (string | null | undefined)[]): CrisisTopic[] {
  const text = normalize(texts.filter(Boolean).join('\n'));
  return MATCHERS.filter(([, matcher]) => matcher.test(text)).map(([topic]) => topic);
}

export interface CrisisLine {
  name: string;
  /** How to reach it, as people say it. */
  contact: string;
  /** A `tel:` or `sms:` address a phone can open. */
  href: string;
}

export const SUICIDE_CRISIS_LIFELINE: CrisisLine = {
  name: '988 Suicide & Crisis Lifeline',
  contact: 'Call or text 988',
  href: 'tel:988',
};
export const DOMESTIC_VIOLENCE_HOTLINE: CrisisLine = {
  name: 'National Domestic Violence Hotline',
  contact: '1-800-799-7233',
  href: 'tel:+18007997233',
};
