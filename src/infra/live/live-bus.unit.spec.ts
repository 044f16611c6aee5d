import { type LiveBusMessage, PartJoiner, splitMessage } from './live-bus';

describe('live bus payloads', () => {
  const big: LiveBusMessage = {
    lane: 'notifications',
    position: '123/456',
    notices: Array.from({ length: 2_000 }, (_, i) => ({ notice: { kind: 'notifications' as const }, uids: [i + 1] })),
  };

  it('split a large commit into payloads NOTIFY takes (under 8000 bytes), joined back in order', () => {
    const payloads = splitMessage(big);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    const joiner = new PartJoiner();
    const joined = payloads.map((p) => joiner.add(p));
    expect(joined.slice(0, -1)).toEqual(payloads.slice(1).map(() => null));
    expect(joined[joined.length - 1]).toEqual(big);
  });

  it('keep a small commit in one payload', () => {
    const small: LiveBusMessage = { lane: 'pages', position: '1/1', notices: [{ notice: { kind: 'qotd' } }] };
    expect(splitMessage(small)).toHaveLength(1);
    expect(new PartJoiner().add(splitMessage(small)[0]!)).toEqual(small);
  });

  it('pass over a payload that is not one of theirs', () => {
    expect(new PartJoiner().add('not json')).toBeNull();
    expect(new PartJoiner().add('{"lane":1}')).toBeNull();
  });
});
