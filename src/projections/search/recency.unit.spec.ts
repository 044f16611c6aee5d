import { RECENCY_HALF_LIFE_DAYS, recencyFactor } from './recency';
import { TEXT_WEIGHTS } from './search.sql';

describe('recencyFactor', () => {
  it('doubles a post of today, halves the bonus every half-life, and tends to 1', () => {
    expect(recencyFactor(0)).toBe(2);
    expect(recencyFactor(RECENCY_HALF_LIFE_DAYS)).toBeCloseTo(1.5);
    expect(recencyFactor(2 * RECENCY_HALF_LIFE_DAYS)).toBeCloseTo(1.25);
    expect(recencyFactor(10 * 365)).toBeCloseTo(1, 3);
  });

  it('treats a date in the future as today', () => {
    expect(recencyFactor(-5)).toBe(2);
  });

  it('never lets recency lift a body match over a title match of any age', () => {
    const [, body, , title] = TEXT_WEIGHTS;
    expect(body * recencyFactor(0)).toBeLessThan(title * recencyFactor(20 * 365));
  });
});
