import { bookIdFromLink, isExternalLink, videoIdFromLink } from './media-links';

describe('media links', () => {
  describe('bookIdFromLink', () => {
    it.each([
      ['https://www.amazon.com/Title/dp/0143127748/ref=sr_1_1', '0143127748'],
      ['https://www.amazon.com/gp/product/B00ZV9PXP2?tag=x', 'B00ZV9PXP2'],
      ['0143127748', '0143127748'],
      ['https://bookshop.org/p/books/x', 'https://bookshop.org/p/books/x'],
    ])('reads %s as %s', (link, id) => expect(bookIdFromLink(link)).toBe(id));
  });

  describe('videoIdFromLink', () => {
    it.each([
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
      ['https://youtu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'],
      ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ])('reads %s as %s', (link, id) => expect(videoIdFromLink(link)).toBe(id));
  });

  it('treats values holding http as external links', () => {
    expect(isExternalLink('https://youtu.be/x')).toBe(true);
    expect(isExternalLink('dQw4w9WgXcQ')).toBe(false);
  });
});
