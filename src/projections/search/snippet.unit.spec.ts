import { MATCH_START, MATCH_STOP, parseSnippet, plainSnippet } from './snippet';

const mark = (word: string) => `${MATCH_START}${word}${MATCH_STOP}`;

describe('parseSnippet', () => {
  it('turns marked words into match segments and the rest into plain ones', () => {
    expect(parseSnippet(`We shared ${mark('custody')} of the ${mark('children')}.`)).toEqual([
      { text: 'We shared ', match: false },
      { text: 'custody', match: true },
      { text: ' of the ', match: false },
      { text: 'children', match: true },
      { text: '.', match: false },
    ]);
  });

  it('keeps text without marks as one plain segment, and nothing as no segment', () => {
    expect(parseSnippet('No match here.')).toEqual([{ text: 'No match here.', match: false }]);
    expect(parseSnippet('')).toEqual([]);
  });

  it('never returns empty segments, and joins neighbours of the same kind', () => {
    expect(parseSnippet(`${mark('joint')}${mark('custody')} works`)).toEqual([
      { text: 'jointcustody', match: true },
      { text: ' works', match: false },
    ]);
  });

  it('drops stray marks: an unclosed mark runs to the end, a lone stop mark is removed', () => {
    expect(parseSnippet(`a ${MATCH_START}b c`)).toEqual([
      { text: 'a ', match: false },
      { text: 'b c', match: true },
    ]);
    expect(parseSnippet(`a${MATCH_STOP} b`)).toEqual([{ text: 'a b', match: false }]);
  });

  it('passes markup through as text: it is never interpreted', () => {
    expect(parseSnippet(`<b>${mark('<i>x</i>')}</b>`)).toEqual([
      { text: '<b>', match: false },
      { text: '<i>x</i>', match: true },
      { text: '</b>', match: false },
    ]);
  });
});

describe('plainSnippet', () => {
  it('shows the words of a Markdown headline without its Markdown', () => {
    expect(plainSnippet(`**Read** [the ${mark('custody')} guide](https://example.org)\n\n- ${mark('first')}`)).toEqual([
      { text: 'Read the ', match: false },
      { text: 'custody', match: true },
      { text: ' guide ', match: false },
      { text: 'first', match: true },
    ]);
  });
});
