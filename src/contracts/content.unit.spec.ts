import { type VoteDirection, type VoteResult, voteAfter } from './content';

describe('voteAfter: what the voter sees at once, before the server answers', () => {
  // [before, direction, after]: the total moves by the change of this voter's own vote only.
  const table: [VoteResult, VoteDirection, VoteResult][] = [
    [{ vote: 4, myVote: 0 }, 'up', { vote: 5, myVote: 1 }],
    [{ vote: 4, myVote: 0 }, 'down', { vote: 3, myVote: -1 }],
    [{ vote: 5, myVote: 1 }, 'up', { vote: 4, myVote: 0 }],
    [{ vote: 5, myVote: 1 }, 'down', { vote: 3, myVote: -1 }],
    [{ vote: 3, myVote: -1 }, 'up', { vote: 5, myVote: 1 }],
    [{ vote: 3, myVote: -1 }, 'down', { vote: 4, myVote: 0 }],
  ];

  it.each(table)('from %j voting %s gives %j', (before, direction, after) => {
    expect(voteAfter(before, direction)).toEqual(after);
  });
});
