import { completesDoubleEscape, DOUBLE_ESCAPE_WINDOW_MS } from './quick-exit';

describe('completesDoubleEscape', () => {
  it('does not leave on a first press', () => {
    expect(completesDoubleEscape(null, 5_000)).toBe(false);
  });

  it('leaves on a second press within the window, up to its edge', () => {
    expect(completesDoubleEscape(5_000, 5_200)).toBe(true);
    expect(completesDoubleEscape(5_000, 5_000 + DOUBLE_ESCAPE_WINDOW_MS)).toBe(true);
  });

  it('treats a press after the window as a new first press', () => {
    expect(completesDoubleEscape(5_000, 5_001 + DOUBLE_ESCAPE_WINDOW_MS)).toBe(false);
  });

  it('ignores a clock that went backwards', () => {
    expect(completesDoubleEscape(5_000, 4_900)).toBe(false);
  });
});
