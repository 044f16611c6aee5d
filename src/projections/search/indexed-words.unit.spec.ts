import { indexedWords } from './indexed-words';

describe('indexedWords', () => {
  it('collects the distinct lower-case words of every text, letters only', () => {
    expect([...indexedWords(['Joint custody', 'co-parenting\nCUSTODY, 2024'])]).toEqual([
      'joint',
      'custody',
      'parenting',
    ]);
  });

  it('leaves out words too short to correct and too long to be words', () => {
    expect([...indexedWords(['an ox ate', 'x'.repeat(41)])]).toEqual(['ate']);
  });
});
