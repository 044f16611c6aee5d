import { PSEUDONYM_MAX, PSEUDONYM_MIN, pseudonymName } from '../../contracts/pseudonyms';
import { drawPseudonym } from './draw-pseudonym';

describe('drawPseudonym', () => {
  it('draws four digits, never starting with 0, spread over the whole range', () => {
    const drawn = Array.from({ length: 2_000 }, drawPseudonym);
    expect(drawn.every((n) => Number.isInteger(n) && n >= PSEUDONYM_MIN && n <= PSEUDONYM_MAX)).toBe(true);
    expect(drawn.every((n) => /^[1-9]\d{3}$/.test(String(n)))).toBe(true);
    // 2,000 uniform draws out of 9,000 values give about 1,800 distinct ones, from both halves of the range.
    expect(new Set(drawn).size).toBeGreaterThan(1_500);
    expect(drawn.some((n) => n < 5_500)).toBe(true);
    expect(drawn.some((n) => n >= 5_500)).toBe(true);
  });
});

describe('pseudonymName', () => {
  it('shows the alias as "Member" and its number', () => {
    expect(pseudonymName(4821)).toBe('Member 4821');
  });
});
