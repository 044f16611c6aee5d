import { type HiddenTyping, typeHidden } from './password-input';

const start: HiddenTyping = { typed: '', ended: 'no' };
const keys = (...chunks: string[]) => chunks.reduce(typeHidden, start);

describe('typeHidden', () => {
  it('keeps what is typed until Enter', () => {
    expect(keys('s', 'e', 'cret')).toEqual({ typed: 'secret', ended: 'no' });
    expect(keys('secret', '\r')).toEqual({ typed: 'secret', ended: 'entered' });
  });
  it('ends at the line break of a pasted line, the rest left out', () => {
    expect(keys('pasted pass\nmore')).toEqual({ typed: 'pasted pass', ended: 'entered' });
  });
  it('takes back a character for each Backspace, whole characters only', () => {
    expect(keys('abcé', '\u007f', '\u007f', 'x')).toEqual({ typed: 'abx', ended: 'no' });
    expect(keys('\b')).toEqual({ typed: '', ended: 'no' });
  });
  it('cancels on Ctrl-C, forgetting what was typed', () => {
    expect(keys('secret', '\u0003')).toEqual({ typed: '', ended: 'cancelled' });
  });
  it('ignores arrow, function and other control keys', () => {
    expect(keys('a', '\u001b[A', '\u001b[15~', '\u001bOP', '\t', 'b')).toEqual({ typed: 'ab', ended: 'no' });
  });
});
