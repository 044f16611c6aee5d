// How a pasted bookstore or video link becomes the value stored with a book or video (spec section 5).
// Pure, so that the form's live preview and the server agree.

const BOOK_MARKERS = ['/dp/', '/gp/product/'];
export const BOOK_ID_LENGTH = 10;

/** The 10 characters after "/dp/" or "/gp/product/", else the raw text. */
export function bookIdFromLink(text: string): string {
  for (const marker of BOOK_MARKERS) {
    const at = text.indexOf(marker);
    if (at < 0) continue;
    const id = text.slice(at + marker.length, at + marker.length + BOOK_ID_LENGTH);
    if (id.length > 0) return id;
  }
  return text;
}

/** Whatever follows "?v=" (up to the next "&"), else the raw text. */
export function videoIdFromLink(text: string): string {
  const at = text.indexOf('?v=');
  if (at < 0) return text;
  const id = text.slice(at + 3).split('&')[0]!;
  return id.length > 0 ? id : text;
}

/** Book and video values holding "http" are shown as external links rather than embedded. */
export const isExternalLink = (value: string) => value.includes('http');
