import { NOT_NAME_WORDS } from './not-name-words';

// Think before you post: posts have been brought into court, so before one is published the poster
// is warned about details that identify them or others. One rule for the browser (which warns
// before sending) and the server (which refuses without the poster's acknowledgement), so both
// ask about exactly the same texts. It looks for likely cases, not every case: a false alarm costs
// a click on "Post anyway", a miss costs nothing the site did before.

export const IDENTIFYING_DETAILS = ['email', 'phone', 'address', 'name'] as const;
export type IdentifyingDetail = (typeof IDENTIFYING_DETAILS)[number];

export const IDENTIFYING_DETAILS_WARNING =
  'Posts like this have been used in court. Consider removing details that identify you or others.';

const LABELS: Record<IdentifyingDetail, string> = {
  email: 'an email address',
  phone: 'a phone number',
  address: 'a street address',
  name: 'a full name',
};

// Each pattern starts only where a word or number starts, so that a long text is read in one pass.
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
// "jane [at] example [dot] com", "jane at example dot com": written out to get past filters.
const SPELLED_EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+\s*(?:[[({]at[\])}]|\sat\s)\s*[\p{L}\p{N}-]+\s*(?:[[({]dot[\])}]|\sdot\s)\s*(?:com|net|org|edu|gov|us|co|io|me|info)\b/iu;

// Not inside a longer number, word or figure: "2019-2020", "ISBN 978-0-555-123-4567" and "$250-3000" are no phones.
const NOT_AFTER = String.raw`(?<![\p{L}\p{N}.,/$+-])`;
const NOT_BEFORE = String.raw`(?!\p{N}|[.,/-]\p{N})`;
// North American numbers: (555) 234-5678, 555.234.5678, 5552345678, +1 555 234 5678; the area code starts with 2-9.
// Written with separators the exchange may be any three digits: no real one starts with 0 or 1, but
// people write 555-123-4567 all the same. Run together, it starts with 2-9, so that an order number is no phone.
const NORTH_AMERICAN = new RegExp(
  `${NOT_AFTER}(?:\\+?1[ .-]?)?(?:\\(([2-9]\\d{2})\\)[ .-]?|([2-9]\\d{2})[ .-]?)(?:(?<=[ .)-])\\d{3}[ .-]|[2-9]\\d{2}[ .-]?)\\d{4}${NOT_BEFORE}`,
  'gu',
);
// A local number: 234-5678 (a dash or dot, never a space: "page 234 5678" is no phone).
const LOCAL = new RegExp(`${NOT_AFTER}[2-9]\\d{2}[.-]\\d{4}${NOT_BEFORE}`, 'u');
// +44 20 7946 0958: a plus, then 8 to 15 digits with single spaces, dots or dashes between them.
const INTERNATIONAL = new RegExp(`(?<![\\p{L}\\p{N}])\\+(?:\\d[ .-]?){7,14}\\d${NOT_BEFORE}`, 'u');
// Toll-free numbers belong to businesses and hotlines (1-800-799-7233): quoting one identifies nobody.
const TOLL_FREE = new Set(['800', '833', '844', '855', '866', '877', '888']);

const STREET_TYPES =
  'Street St Avenue Ave Road Rd Boulevard Blvd Lane Ln Drive Dr Ct Pl Cir Terrace Parkway Pkwy Highway Hwy'.split(' ');
// A house number, capitalized street name words (or an ordinal: 5th) and a street type: "42 Oak Hill Rd".
// "Court", "Place" and "Way" are left out: "in 2019 Family Court" is no address.
const STREET = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\d{1,6}[ \t]+(?:[NSEW]\.?[ \t]+)?((?:\p{Lu}[\p{L}'.-]*|\d+(?:st|nd|rd|th))(?:[ \t]+(?:\p{Lu}[\p{L}'.-]*|\d+(?:st|nd|rd|th))){0,3})[ \t]+(?:${STREET_TYPES.flatMap((type) => [type, type.toLowerCase()]).join('|')})\.?(?![\p{L}\p{N}])`,
  'gu',
);
const STREET_TYPE_WORDS = new Set(STREET_TYPES.map((type) => type.toLowerCase()));
const PO_BOX = /\bP\.?[ \t]?O\.?[ \t]*Box[ \t]+\d+/iu;

// A capitalized word that may be a name: Smith, O'Brien, McDonald, Smith-Jones, José.
const NAME_WORD = String.raw`(?:Mc|Mac|O'|O’|D')?\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}\p{Ll}+)*`;
// A middle initial ("John F. Kennedy", "John F Kennedy"); a lone "I" or "A" is a word, not an initial.
const INITIAL = String.raw`(?:\p{Lu}\.|[B-HJ-Z])`;
const CAPITALIZED_RUN = new RegExp(
  `(?<![\\p{L}\\p{N}])${NAME_WORD}(?:[ \\t]+(?:${INITIAL}[ \\t]+)?${NAME_WORD})+(?![\\p{L}\\p{N}])`,
  'gu',
);
const IS_INITIAL = new RegExp(`^${INITIAL}$`, 'u');
// Words made with these endings are rarely names ("Finding Peace", "Co-Parenting Agreement").
const NOT_NAME_ENDING = /.{3}(?:ing|tion|sion|ness|ment|ship|ful|less|ism|ology)$/u;
// What may stand between a sentence's end and its first word; the dot after a title ("Dr. Jane Smith") ends no sentence.
const OPENING = /[\s"'“”‘’(*_•-]/u;
const SENTENCE_END = /[.!?:;…]/u;
const TITLE_BEFORE_DOT = /(?:^|[^\p{L}])(?:Mr|Mrs|Ms|Mx|Dr|Prof|Rev|St|Mt|Jr|Sr)$/u;
const MINOR_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'but',
  'nor',
  'of',
  'to',
  'in',
  'on',
  'at',
  'by',
  'for',
  'with',
  'as',
  'vs',
  'via',
  'from',
]);

function hasEmail(text: string): boolean {
  return EMAIL.test(text) || SPELLED_EMAIL.test(text);
}

function hasPhone(text: string): boolean {
  for (const match of text.matchAll(NORTH_AMERICAN)) {
    const areaCode = match[1] ?? match[2]!;
    if (!TOLL_FREE.has(areaCode)) return true;
  }
  // A toll-free number, taken out, leaves no part of it to be read as a local or international one.
  const rest = text.replace(NORTH_AMERICAN, ' ');
  return LOCAL.test(rest) || INTERNATIONAL.test(rest);
}

function hasStreetAddress(text: string): boolean {
  if (PO_BOX.test(text)) return true;
  // "2 Days On The Road" has a number, capitals and a street type, but "On" and "The" name no street.
  return [...text.matchAll(STREET)].some((match) =>
    match[1]!.split(/[ \t]+/).every((word) => !MINOR_WORDS.has(word.toLowerCase())),
  );
}

function isNameWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (NOT_NAME_WORDS.has(lower) || NOT_NAME_ENDING.test(lower)) return false;
  // "Co-Parenting", "Mother-In-Law": a part that is no name makes the whole word none.
  return lower.split(/[-'’]/).every((part) => !NOT_NAME_WORDS.has(part));
}

/** A headline in title case ("Moving Forward Together") capitalizes every word: names cannot be told apart there. */
function isTitleCase(line: string): boolean {
  const words = line.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  return words.length >= 3 && words.every((word) => MINOR_WORDS.has(word) || /^\p{Lu}/u.test(word));
}

/** Walked back from the word, not matched with a pattern ending in $, so that long texts stay cheap. */
function opensSentence(line: string, index: number): boolean {
  let start = index;
  while (start > 0 && OPENING.test(line[start - 1]!)) start--;
  if (start === 0) return true;
  return (
    SENTENCE_END.test(line[start - 1]!) &&
    !(line[start - 1] === '.' && TITLE_BEFORE_DOT.test(line.slice(Math.max(0, start - 6), start - 1)))
  );
}

const wordsOnly = (text: string) => text.replace(/[\s.,;:!?"'“”‘’()*_•-]+/gu, ' ').trim();

/**
 * Two capitalized words side by side that could be a first and a last name. A sentence's first
 * word does not count ("Yesterday Mark called"); the price is that a name opening a sentence is
 * only found with a third word ("Then John Smith called").
 */
function hasFullName(text: string): boolean {
  return text.split('\n').some((line) => {
    if (isTitleCase(line)) return false;
    let lineWords: string | undefined;
    for (const match of line.matchAll(CAPITALIZED_RUN)) {
      const words = match[0].split(/[ \t]+/).filter((word) => !IS_INITIAL.test(word));
      // "Maple Hill Rd", "Main Street": a street, whether or not a house number comes first.
      if (STREET_TYPE_WORDS.has(words[words.length - 1]!.toLowerCase())) continue;
      // A sentence's first word is capitalized anyway, so it says nothing; but a line holding only
      // the capitalized words is a signature or a heading ("Jane Doe"), where it counts.
      const firstSaysNothing =
        opensSentence(line, match.index) && (lineWords ??= wordsOnly(line)) !== wordsOnly(match[0]);
      const couldBeName = words.map((word, i) => isNameWord(word) && !(i === 0 && firstSaysNothing));
      if (couldBeName.some((could, i) => could && couldBeName[i + 1] === true)) return true;
    }
    return false;
  });
}

const DETECTORS: Record<IdentifyingDetail, (text: string) => boolean> = {
  email: hasEmail,
  phone: hasPhone,
  address: hasStreetAddress,
  name: hasFullName,
};

/**
 * The kinds of identifying detail found in the texts (a post's title, text and tags, or a reply),
 * in a fixed order; empty when there are none. Each text is looked at on its own, so that the end
 * of a title and the start of the text never make a name together.
 */
export function findIdentifyingDetails(...texts: string[]): IdentifyingDetail[] {
  return IDENTIFYING_DETAILS.filter((kind) => texts.some((text) => DETECTORS[kind](text)));
}

/** "a phone number", "an email address and a phone number", "an email address, a phone number and a full name". */
export function describeIdentifyingDetails(kinds: readonly IdentifyingDetail[]): string {
  const labels = kinds.map((kind) => LABELS[kind]);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** The server's refusal of a text that was not acknowledged: the warning, and what it found. */
export const identifyingDetailsRefusal = (kinds: readonly IdentifyingDetail[]) =>
  `${IDENTIFYING_DETAILS_WARNING} Found: ${describeIdentifyingDetails(kinds)}.`;
