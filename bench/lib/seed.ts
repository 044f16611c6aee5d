/** Content put into the app through its API, as members would: signed-up members, articles, comments. */
import { randomBytes } from 'node:crypto';
import { inParallel, post, type Session, signUp } from './api';

const PARAGRAPH =
  'When we first separated I thought the hardest part would be the paperwork. It was not. It was the quiet evenings, ' +
  'the questions from the children, and learning to plan a week around two homes. What helped was writing things down. ';

/**
 * An article of a typical size: a title, ~1.3 KB of text, a few tags, a link. No categories: they
 * must name existing topics, which only an admin can create.
 */
export function articleBody(n: number) {
  return {
    title: `What helped me in the first year, part ${n}`,
    body: Array.from({ length: 5 }, () => PARAGRAPH).join('\n'),
    tags: ['co-parenting', 'first year', `note${n % 7}`],
    categories: [] as number[],
    media: `https://example.org/stories/${n}`,
  };
}

export async function signUpMembers(base: string, count: number): Promise<Session[]> {
  const tag = randomBytes(3).toString('hex');
  const members: Session[] = new Array(count);
  // Sign-ups hash passwords (argon2id): a couple at a time is what two cores take well.
  await inParallel(
    Array.from({ length: count }, (_, i) => i),
    2,
    async (i) => {
      members[i] = await signUp(base, `bench-${tag}-${i + 1}@example.com`, `bench password ${tag} ${i + 1}`);
    },
  );
  return members;
}

/** Posts one article through the API and returns its id. */
export async function postArticle(base: string, member: Session, n: number): Promise<number> {
  const reply = await post(base, '/api/articles', member, articleBody(n));
  if (reply.status !== 201) throw new Error(`POST /api/articles answered ${reply.status}: ${reply.text.slice(0, 200)}`);
  return (JSON.parse(reply.text) as { id: number }).id;
}

/**
 * `count` articles by the members in turn, article n with n % 4 comments, each comment c voted up
 * by the c next members (so the Top sort has scores from 0 to 3 to order by); returns the ids.
 */
export async function seedArticles(
  base: string,
  members: Session[],
  count: number,
): Promise<{ ids: number[]; comments: number }> {
  const ids: number[] = new Array(count);
  let comments = 0;
  await inParallel(
    Array.from({ length: count }, (_, n) => n),
    4,
    async (n) => {
      const id = await postArticle(base, members[n % members.length]!, n + 1);
      ids[n] = id;
      for (let c = 0; c < n % 4; c++) {
        const reply = await post(base, `/api/articles/${id}/comments`, members[(n + c + 1) % members.length]!, {
          text: `Thank you for writing this (${c + 1}).`,
        });
        if (reply.status !== 201)
          throw new Error(`POST /api/articles/${id}/comments answered ${reply.status}: ${reply.text.slice(0, 200)}`);
        comments += 1;
        const commentId = (JSON.parse(reply.text) as { id: number }).id;
        for (let v = 1; v <= c; v++) {
          const vote = await post(base, `/api/comments/${commentId}/vote`, members[(n + c + 1 + v) % members.length]!, {
            direction: 'up',
          });
          if (vote.status !== 200)
            throw new Error(`POST /api/comments/${commentId}/vote answered ${vote.status}: ${vote.text.slice(0, 200)}`);
        }
      }
    },
  );
  return { ids, comments };
}
