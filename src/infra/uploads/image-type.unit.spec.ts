import { detectImageType } from './image-type';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...Buffer.from(v, 'latin1')] : [v])));

describe('detectImageType', () => {
  it.each([
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'jpeg'],
    ['a PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'png'],
    ['a WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'webp'],
  ])('recognises %s by its first bytes', (_, input, expected) => {
    expect(detectImageType(input)).toBe(expected);
  });

  it.each([
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an ELF executable', bytes(0x7f, 'ELF', 2, 1, 1, 0)],
    ['a RIFF file that is not WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['a GIF', bytes('GIF89a')],
    ['a truncated PNG signature', bytes(0x89, 'PNG')],
    ['nothing', bytes()],
  ])('refuses %s', (_, input) => {
    expect(detectImageType(input)).toBeNull();
  });
});
