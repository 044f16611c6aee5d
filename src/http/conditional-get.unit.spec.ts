import { isNotModified } from './conditional-get';

const validators = { etag: '"5d2-18c3f0a1b20-br"', lastModified: new Date('2026-11-24T17:58:03.250Z') };

describe('isNotModified', () => {
  describe('with If-None-Match', () => {
    it('holds for the same tag, weak or strong, alone or in a list, and for *', () => {
      for (const header of ['"5d2-18c3f0a1b20-br"', 'W/"5d2-18c3f0a1b20-br"', '"other", "5d2-18c3f0a1b20-br"', '*'])
        expect({ header, notModified: isNotModified({ 'if-none-match': header }, validators) }).toEqual({
          header,
          notModified: true,
        });
    });

    it('fails for another tag, e.g. the gzip copy’s, even when the date would do', () => {
      expect(
        isNotModified(
          { 'if-none-match': '"5d2-18c3f0a1b20-gzip"', 'if-modified-since': 'Wed, 25 Nov 2026 00:00:00 GMT' },
          validators,
        ),
      ).toBe(false);
    });
  });

  describe('with If-Modified-Since alone', () => {
    it('holds from the second the file last changed on', () => {
      expect(isNotModified({ 'if-modified-since': 'Tue, 24 Nov 2026 17:58:03 GMT' }, validators)).toBe(true);
      expect(isNotModified({ 'if-modified-since': 'Wed, 25 Nov 2026 00:00:00 GMT' }, validators)).toBe(true);
    });

    it('fails for an earlier date or one that is not a date', () => {
      expect(isNotModified({ 'if-modified-since': 'Tue, 24 Nov 2026 17:58:02 GMT' }, validators)).toBe(false);
      expect(isNotModified({ 'if-modified-since': 'yesterday' }, validators)).toBe(false);
    });
  });

  it('fails without either header', () => {
    expect(isNotModified({}, validators)).toBe(false);
  });
});
