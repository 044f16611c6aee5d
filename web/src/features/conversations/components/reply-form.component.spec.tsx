import { CONVERSATION_MESSAGES, type PostKind } from '@contracts/content';
import type { SessionUser } from '@contracts/members';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { useSessionStore } from '../../../lib/session/session-store';
import { deferred, fakeApi, type FakeAnswer } from '../../../lib/testing/fake-api';
import { errorOf, valueOf } from '../../../lib/testing/fields';
import { renderScreen } from '../../../lib/testing/render';
import { getReplies } from '../api/get-replies';
import { repliesKey } from '../targets';
import { ReplyForm } from './reply-form';

const member: SessionUser = {
  uid: 7,
  email: 'sam@example.com',
  username: 'Sam',
  usernameChosen: true,
  role: 'member',
  tutorialStatus: 1,
  mustChangePassword: false,
};

/** The conversation as the page reads it: the same key, the same request. */
function Replies({ kind, postId }: { kind: PostKind; postId: number }) {
  const { data } = useServerData(repliesKey(kind, postId, member.uid), (signal) => getReplies(kind, postId, signal));
  return (
    <ul aria-label="Replies shown">
      {data?.items.map((reply) => (
        <li key={reply.id}>{reply.text}</li>
      ))}
    </ul>
  );
}

function renderConversation(kind: PostKind, postId: number) {
  renderScreen(
    <>
      <Replies kind={kind} postId={postId} />
      <ReplyForm kind={kind} postId={postId} loggedIn onAdded={() => undefined} />
    </>,
  );
}

/** The answers of question 3 as the fake server keeps them: a POST adds one unless `refuse` answers. */
function answersServer(refuse?: () => FakeAnswer | Promise<FakeAnswer>) {
  const items: { id: number; text: string }[] = [{ id: 1, text: 'An earlier answer.' }];
  return fakeApi({
    'GET /questions/3/answers': () => ({ body: { items } }),
    'POST /questions/3/answers': async (request) => {
      if (refuse) return refuse();
      items.push({ id: items.length + 1, text: (request.body as { text: string }).text });
      return { status: 201, body: { id: items.length } };
    },
  });
}

const answerBox = () => screen.getByRole('textbox', { name: 'Answer' });
const submitButton = () => screen.getByRole('button', { name: 'SUBMIT' });
const shownReplies = () =>
  within(screen.getByRole('list', { name: 'Replies shown' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  // The text being written is kept for the visit (sessionStorage): each test starts with none.
  sessionStorage.clear();
  useSessionStore.setState({ user: member, loaded: true });
});

afterEach(() => {
  useSessionStore.setState({ user: null, loaded: false });
});

describe('the reply form', () => {
  it('refuses an empty or blank answer in the spec’s words and sends nothing', async () => {
    const server = answersServer();
    renderConversation('qnas', 3);
    await waitFor(() => expect(shownReplies()).toEqual(['An earlier answer.']));
    await userEvent.click(submitButton());
    expect(errorOf(answerBox())).toBe(CONVERSATION_MESSAGES.textRequired);
    await userEvent.type(answerBox(), '   ');
    await userEvent.click(submitButton());
    expect(errorOf(answerBox())).toBe(CONVERSATION_MESSAGES.textRequired);
    expect(server.sent('POST /questions/3/answers')).toHaveLength(0);
  });

  it('shows the server’s refusal beside the text, keeps the text, and asks the conversation nothing', async () => {
    const server = answersServer(() => ({
      status: 400,
      body: { message: CONVERSATION_MESSAGES.textTooLong, error: 'Bad Request' },
    }));
    renderConversation('qnas', 3);
    await waitFor(() => expect(shownReplies()).toEqual(['An earlier answer.']));
    await userEvent.type(answerBox(), 'Talk to a mediator first.');
    await userEvent.click(submitButton());
    await waitFor(() => expect(errorOf(answerBox())).toBe(CONVERSATION_MESSAGES.textTooLong));
    expect(valueOf(answerBox())).toBe('Talk to a mediator first.');
    expect(server.sent('POST /questions/3/answers')).toHaveLength(1);
    expect(server.sent('GET /questions/3/answers')).toHaveLength(1);
  });

  it('sends the answer, says so, empties the box and reads the conversation again', async () => {
    const server = answersServer();
    renderConversation('qnas', 3);
    await waitFor(() => expect(shownReplies()).toEqual(['An earlier answer.']));
    await userEvent.type(answerBox(), 'Talk to a mediator first.');
    await userEvent.click(submitButton());
    expect(await screen.findByText(CONVERSATION_MESSAGES.answerSubmitted)).toBeTruthy();
    expect(server.sent('POST /questions/3/answers')).toEqual([
      {
        method: 'POST',
        path: '/questions/3/answers',
        body: { text: 'Talk to a mediator first.', writingMs: expect.any(Number) },
      },
    ]);
    expect(valueOf(answerBox())).toBe('');
    // The write's declaration: the conversation's key is asked again, and the new answer shows.
    await waitFor(() => expect(shownReplies()).toEqual(['An earlier answer.', 'Talk to a mediator first.']));
    expect(server.sent('GET /questions/3/answers')).toHaveLength(2);
  });

  it('on an article it is a comment: sent to the article’s comments, and said as added', async () => {
    const server = fakeApi({
      'GET /articles/5/comments': () => ({ body: { items: [] } }),
      'POST /articles/5/comments': () => ({ status: 201, body: { id: 1 } }),
    });
    renderConversation('articles', 5);
    await waitFor(() => expect(server.sent('GET /articles/5/comments')).toHaveLength(1));
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Thank you.');
    await userEvent.click(submitButton());
    expect(await screen.findByText(CONVERSATION_MESSAGES.commentAdded)).toBeTruthy();
    expect(server.sent('POST /articles/5/comments')[0]?.body).toMatchObject({ text: 'Thank you.' });
    await waitFor(() => expect(server.sent('GET /articles/5/comments')).toHaveLength(2));
  });

  it('cannot be sent twice while the answer is on its way', async () => {
    const answer = deferred<void>();
    const server = answersServer(async () => {
      await answer.promise;
      return { status: 201, body: { id: 2 } };
    });
    renderConversation('qnas', 3);
    await userEvent.type(answerBox(), 'Talk to a mediator first.');
    await userEvent.click(submitButton());
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(submitButton());
    expect(server.sent('POST /questions/3/answers')).toHaveLength(1);
    await act(async () => answer.resolve());
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
    expect(server.sent('POST /questions/3/answers')).toHaveLength(1);
  });
});
