import { pageFrom } from '../content';

/** A location search as the address holds it: /experts?zip=90210 or /experts?state=CA&page=2. */
export interface ExpertSearchQuery {
  zip: string;
  state: string;
  page: number;
}

/** The search in the address, or null when it names neither a zip nor a state (the results are cleared). */
export function searchFromParams(params: URLSearchParams): ExpertSearchQuery | null {
  const zip = params.get('zip')?.trim() ?? '';
  const state = params.get('state')?.trim() ?? '';
  if (!zip && !state) return null;
  return { zip, state: zip ? '' : state, page: pageFrom(params.get('page')) };
}

/** The address parameters of a search typed into the form: the zip wins, as it does on the server. */
export function searchParamsFor(zip: string, state: string, page = 1): Record<string, string> {
  const params: Record<string, string> = zip.trim() ? { zip: zip.trim() } : state.trim() ? { state: state.trim() } : {};
  if (page > 1 && Object.keys(params).length > 0) params.page = String(page);
  return params;
}
