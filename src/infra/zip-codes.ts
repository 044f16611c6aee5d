import * as zipcodes from 'zipcodes';

/** Where a US zip code lies: the city and the two-letter state (or territory) code. */
export interface ZipPlace {
  city: string;
  state: string;
}

const FIVE_DIGITS = /^\d{5}$/;

// The package names the states and DC (in capitals); territories and military post codes it leaves out.
const OTHER_AREAS: Record<string, string> = {
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
  FM: 'Micronesia',
  MH: 'Marshall Islands',
  PW: 'Palau',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};

const titleCase = (upper: string) =>
  upper
    .toLowerCase()
    .split(' ')
    .map((word) => (word === 'of' ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');

/** Offline lookup in the bundled US zip database; null for anything that is not a known US zip. */
export function lookupZip(zip: string): ZipPlace | null {
  if (!FIVE_DIGITS.test(zip)) return null;
  const found = zipcodes.lookup(zip);
  if (!found || found.country !== 'US') return null;
  return { city: found.city, state: found.state };
}

/** The full name of a two-letter state code ("NY" → "New York"); the code itself when unknown. */
export function stateName(code: string): string {
  const upper = code.toUpperCase();
  const full = zipcodes.states.abbr[upper];
  return OTHER_AREAS[upper] ?? (full ? titleCase(full) : code);
}

/** The two-letter code of a state given by name or code ("new york" or "NY" → "NY"); null when unknown. */
export function stateCode(nameOrCode: string): string | null {
  const upper = nameOrCode.trim().toUpperCase();
  if (upper.length === 2) return zipcodes.states.abbr[upper] || OTHER_AREAS[upper] ? upper : null;
  const code =
    zipcodes.states.full[upper] ?? Object.entries(OTHER_AREAS).find(([, name]) => name.toUpperCase() === upper)?.[0];
  return code ?? null;
}
