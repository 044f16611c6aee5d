import { chooseEncoding, PRECOMPRESSED } from './content-encoding';

const [br, gzip] = PRECOMPRESSED;

describe('choosing a precompressed copy of a static file', () => {
  it('prefers Brotli, then gzip, as browsers announce them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', PRECOMPRESSED)).toBe(br);
    expect(chooseEncoding('gzip, deflate', PRECOMPRESSED)).toBe(gzip);
  });

  it('sends the file itself to a client that accepts no compression or names none', () => {
    expect(chooseEncoding(undefined, PRECOMPRESSED)).toBeNull();
    expect(chooseEncoding('', PRECOMPRESSED)).toBeNull();
    expect(chooseEncoding('identity', PRECOMPRESSED)).toBeNull();
  });

  it('honours q-values, including a refusal with q=0 and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip', PRECOMPRESSED)).toBe(gzip);
    expect(chooseEncoding('br;q=0.5, gzip;q=0.9', PRECOMPRESSED)).toBe(gzip);
    expect(chooseEncoding('*', PRECOMPRESSED)).toBe(br);
    expect(chooseEncoding('*;q=0', PRECOMPRESSED)).toBeNull();
  });

  it('only offers copies that exist', () => {
    expect(chooseEncoding('br, gzip', [gzip])).toBe(gzip);
    expect(chooseEncoding('br', [gzip])).toBeNull();
  });
});
