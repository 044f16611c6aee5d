// Finding experts: the location search and the message form of /experts, and the Experts tab of a
// topic page. Shared by the server and the web client: plain constants, types and pure functions.
import type { Page } from './content';

/** An expert as the lists show one: listed experts only (a saved profile and a current membership). */
export interface ExpertCard {
  uid: number;
  slug: string;
  username: string;
  title: string | null;
  bio: string | null;
  /** A path under /uploads, or null: the card shows initials. */
  img: string | null;
  city: string | null;
  /** Two-letter code. */
  state: string | null;
  followers: number;
}

/**
 * GET /api/experts/search?zip={5 digits}&state={code or name}&page={n}: with a zip, the experts in
 * that zip, then the others in its state (the zip wins over a state given with it); with a state
 * alone, the state's experts. 400 with neither, for a malformed zip or an unknown state; 404 for a
 * zip no US place has.
 */
export interface ExpertSearchResult {
  /** The zip searched, or null for a state search. */
  zip: string | null;
  /** The zip's city, or null for a state search. */
  city: string | null;
  /** Two-letter code. */
  state: string;
  stateName: string;
  /** "Results for {zip}" or "Results for {state name}". */
  heading: string;
  /** The experts in the zip (all of them, on every page); empty for a state search. */
  inZip: ExpertCard[];
  /** The state's other experts, PAGE_SIZE to a page. */
  elsewhere: Page<ExpertCard>;
  /** Said between the zip's experts and the others; null when the lists speak for themselves. */
  message: string | null;
}

/** GET /api/topics/{slug}/experts?page={n}: the listed experts with the topic among their categories, newest first. */
export type TopicExperts = Page<ExpertCard>;

/** POST /api/experts/messages: a visitor's message to the site's administrators. */
export interface ExpertMessage {
  email: string;
  location: string;
  message: string;
  /** Hidden from people; a bot that fills it is answered as if sent, and nothing is sent. */
  website?: string;
}

export const EXPERT_MESSAGE_MAX = 5_000;
export const EXPERT_LOCATION_MAX = 100;
/** The longest zip search shows all of a zip's experts: few zips have more than a handful. */
export const IN_ZIP_MAX = 50;

export const EXPERT_SEARCH_MESSAGES = {
  messageSent: 'Message Sent. Thank you.',
  messageRequired: 'Please write a message.',
  messageTooLong: `Please keep the message to ${EXPERT_MESSAGE_MAX} characters or fewer.`,
  locationTooLong: `Please keep the location to ${EXPERT_LOCATION_MAX} characters or fewer.`,
  zipOrStateRequired: 'Please enter a zip code or a state.',
  zipInvalid: 'Please enter a 5-digit zip code.',
  zipUnknown: 'We could not find that zip code. Please check it and try again.',
  stateUnknown: 'Please enter a US state by its name or its two-letter code.',
} as const;

/** Which field of the location search a refusal is about, so the form can show it beside that field. */
export function searchRefusalField(message: string): 'zip' | 'state' | null {
  if (message === EXPERT_SEARCH_MESSAGES.zipInvalid || message === EXPERT_SEARCH_MESSAGES.zipUnknown) return 'zip';
  if (message === EXPERT_SEARCH_MESSAGES.stateUnknown) return 'state';
  return null;
}

export const resultsHeading = (place: string) => `Results for ${place}`;

/** The spec's messages for a location search, word for word. */
export const locationMessages = {
  noneInCity: (city: string, state: string) =>
    `While we found no experts in ${city}, we did find these experts from elsewhere in ${state}:`,
  noneInState: (state: string) => `We do not currently have any registered experts in ${state}.`,
  noOthers: (state: string) => `No additional experts found in ${state}.`,
  othersInState: (state: string) => `More experts elsewhere in ${state}:`,
};

export interface LocationCounts {
  /**
   * Null for a state search. `inCity` counts the city's experts outside the zip: a city has many
   * zips, and a list holding one of its experts must not follow "we found no experts in {city}".
   */
  zip: { code: string; city: string; found: number; inCity: number } | null;
  stateName: string;
  /** The state's experts outside the zip (all of them for a state search). */
  elsewhere: number;
}

/** What a location search says between its lists, from how many experts each found. */
export function locationMessage({ zip, stateName, elsewhere }: LocationCounts): string | null {
  if (zip === null) return elsewhere === 0 ? locationMessages.noneInState(stateName) : null;
  if (zip.found === 0) {
    if (elsewhere === 0) return locationMessages.noneInState(stateName);
    // The city has experts in its other zips: what was empty is the zip.
    return locationMessages.noneInCity(zip.inCity === 0 ? zip.city : zip.code, stateName);
  }
  return elsewhere === 0 ? locationMessages.noOthers(stateName) : locationMessages.othersInState(stateName);
}
