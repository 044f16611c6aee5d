import type { BlockedMember } from '@contracts/blocks';
import { describe, expect, it } from '@jest/globals';
import { blockScope, isBlocked, withBlock, withoutBlock } from './blocked-members';

const byName: BlockedMember = { id: 'b1', name: 'harry', blockedAt: '2025-03-01T10:00:00Z', authorId: 7 };
const byAlias: BlockedMember = {
  id: 'b2',
  name: 'Member 4821',
  blockedAt: '2025-03-02T10:00:00Z',
  aliasOf: { kind: 'qnas', id: 30 },
};
const blocks = [byName, byAlias];

const post = (over: object = {}) => ({ kind: 'articles' as const, id: 1, authorId: 7, ...over });
const reply = (over: object = {}) => ({ parentKind: 'qnas' as const, parentId: 5, authorId: 7, isOwn: false, ...over });

describe('isBlocked', () => {
  describe('when a member is blocked under their name', () => {
    it('hides their post cards and pages, of every kind', () => {
      expect(isBlocked(blocks, post())).toBe(true);
      expect(isBlocked(blocks, post({ kind: 'qnas', id: 99 }))).toBe(true);
    });
    it('hides their answers and comments on any post', () => {
      expect(isBlocked(blocks, reply())).toBe(true);
      expect(isBlocked(blocks, reply({ parentKind: 'articles', parentId: 2 }))).toBe(true);
    });
    it("hides the expert's profile page content by their uid", () => {
      expect(isBlocked(blocks, { memberId: 7 })).toBe(true);
      expect(isBlocked(blocks, { memberId: 8 })).toBe(false);
    });
    it("leaves other members' items alone", () => {
      expect(isBlocked(blocks, post({ authorId: 8 }))).toBe(false);
      expect(isBlocked(blocks, reply({ authorId: 8 }))).toBe(false);
    });
    it('never hides what they post under a pseudonym (that would tell who is behind it)', () => {
      expect(isBlocked(blocks, post({ authorId: null, pseudonymous: true }))).toBe(false);
      expect(isBlocked(blocks, reply({ authorId: null, pseudonymous: true }))).toBe(false);
    });
  });

  describe('when a member is blocked under an alias', () => {
    it("hides the alias's post", () => {
      expect(isBlocked(blocks, post({ kind: 'qnas', id: 30, authorId: null, pseudonymous: true }))).toBe(true);
    });
    it('hides the replies shown under the alias on that post', () => {
      expect(isBlocked(blocks, reply({ parentId: 30, authorId: null, pseudonymous: true }))).toBe(true);
    });
    it("leaves others' replies on that post alone", () => {
      expect(isBlocked(blocks, reply({ parentId: 30, authorId: 9 }))).toBe(false);
    });
    it('leaves pseudonymous items elsewhere alone, also a post of another kind with the same id', () => {
      expect(isBlocked(blocks, reply({ parentId: 31, authorId: null, pseudonymous: true }))).toBe(false);
      expect(isBlocked(blocks, post({ kind: 'articles', id: 30, authorId: null, pseudonymous: true }))).toBe(false);
      expect(isBlocked(blocks, post({ kind: 'qnas', id: 31, authorId: null, pseudonymous: true }))).toBe(false);
    });
  });

  it("never hides the reader's own items", () => {
    expect(isBlocked(blocks, reply({ isOwn: true }))).toBe(false);
    expect(isBlocked(blocks, post({ isOwn: true }))).toBe(false);
  });

  it('hides nothing with an empty list, nor a post with nobody behind it (deleted by its author)', () => {
    expect(isBlocked([], post())).toBe(false);
    expect(isBlocked(blocks, post({ authorId: null }))).toBe(false);
  });
});

describe('blockScope', () => {
  it('is the author under a name, the post under a pseudonym, nothing without an author', () => {
    expect(blockScope(reply())).toEqual({ authorId: 7 });
    expect(blockScope(reply({ authorId: null, pseudonymous: true }))).toEqual({ aliasOf: { kind: 'qnas', id: 5 } });
    expect(blockScope(post({ authorId: null, pseudonymous: true }))).toEqual({ aliasOf: { kind: 'articles', id: 1 } });
    expect(blockScope(post({ authorId: null }))).toBeNull();
    expect(blockScope({ memberId: 3 })).toEqual({ authorId: 3 });
  });
});

describe('withBlock and withoutBlock', () => {
  it('puts a new block first and takes one away by id', () => {
    const list = { items: [byAlias] };
    expect(withBlock(list, byName).items.map((block) => block.id)).toEqual(['b1', 'b2']);
    expect(withBlock({ items: [byName] }, byName).items).toHaveLength(1);
    expect(withoutBlock({ items: blocks }, 'b1').items).toEqual([byAlias]);
  });
});
