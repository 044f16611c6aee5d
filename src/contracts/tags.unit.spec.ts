import { addTypedTags, cleanTag } from './tags';

describe('tag entry', () => {
  describe('cleanTag', () => {
    it.each([
      ['#custody', 'custody'],
      ['  ##co-parenting ', 'co-parenting'],
      ['# money', 'money'],
      ['#', ''],
      ['   ', ''],
    ])('reads %p as %p', (typed, tag) => expect(cleanTag(typed)).toBe(tag));
  });

  describe('addTypedTags', () => {
    it('adds the typed tag after the existing ones', () => {
      expect(addTypedTags(['custody'], '#divorce')).toEqual(['custody', 'divorce']);
    });

    it('turns every space-separated word into a tag, as when "#example #divorce" is pasted', () => {
      expect(addTypedTags([], '  #example   #divorce ')).toEqual(['example', 'divorce']);
    });

    it('ignores empty words and a lone "#"', () => {
      expect(addTypedTags(['custody'], ' # ')).toEqual(['custody']);
      expect(addTypedTags([], '')).toEqual([]);
    });

    it('ignores a tag that is already there, whatever its letter case', () => {
      expect(addTypedTags(['Custody'], '#custody money money')).toEqual(['Custody', 'money']);
    });

    it('leaves the given list untouched', () => {
      const tags = ['custody'];
      addTypedTags(tags, 'money');
      expect(tags).toEqual(['custody']);
    });
  });
});
