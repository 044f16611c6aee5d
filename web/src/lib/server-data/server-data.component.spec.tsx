import { describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { api } from '../api';
import { dispatchNotices } from '../live/live-subscribers';
import { useLiveNotice } from '../live/use-live-notice';
import { deferred, fakeApi } from '../testing/fake-api';
import type { Stale } from './cache';
import { useServerData } from './use-server-data';
import { useServerWrite } from './use-server-write';

interface Count {
  count: number;
}

const getCount = (signal: AbortSignal) => api.get<Count>('/counter', signal);

/** A screen that shows the counter; `label` tells two of them apart. */
function Counter({ label }: { label: string }) {
  const { data, loading, error } = useServerData('/counter', getCount);
  useLiveNotice('qotd', () => ['/counter']);
  if (error) return <p>{`${label}: ${error}`}</p>;
  if (loading && !data) return <p>{`${label}: loading`}</p>;
  return <p>{`${label}: ${data?.count}`}</p>;
}

function AddOne({ invalidates }: { invalidates: readonly Stale[] }) {
  const add = useServerWrite({ run: () => api.post<Count>('/counter'), invalidates });
  return (
    <button type="button" disabled={add.pending} onClick={() => void add.submit()}>
      Add one
    </button>
  );
}

/** A counter the fake server keeps: each POST adds one, each GET answers it. */
function counterServer() {
  let count = 0;
  return fakeApi({
    'GET /counter': () => ({ body: { count } }),
    'POST /counter': () => ({ body: { count: ++count } }),
  });
}

describe('server data in a screen', () => {
  it('loads a key once for every screen that shows it, and both show the answer', async () => {
    const server = counterServer();
    render(
      <>
        <Counter label="badge" />
        <Counter label="card" />
      </>,
    );
    expect(screen.getByText('badge: loading')).toBeTruthy();
    expect(await screen.findByText('badge: 0')).toBeTruthy();
    expect(screen.getByText('card: 0')).toBeTruthy();
    expect(server.sent('GET /counter')).toHaveLength(1);
  });

  it('asks again what a write declares it changed, behind what the screen shows', async () => {
    const server = counterServer();
    render(
      <>
        <Counter label="counter" />
        <AddOne invalidates={['/counter']} />
      </>,
    );
    await screen.findByText('counter: 0');
    await userEvent.click(screen.getByRole('button', { name: 'Add one' }));
    expect(await screen.findByText('counter: 1')).toBeTruthy();
    // The refresh is quiet: the old count stayed on screen, never a loading state.
    expect(screen.queryByText('counter: loading')).toBeNull();
    expect(server.sent('GET /counter')).toHaveLength(2);
    expect(server.sent('POST /counter')).toHaveLength(1);
  });

  it('asks nothing again after a write that declares it changed nothing the screen holds', async () => {
    const server = counterServer();
    render(
      <>
        <Counter label="counter" />
        <AddOne invalidates={[]} />
      </>,
    );
    await screen.findByText('counter: 0');
    await userEvent.click(screen.getByRole('button', { name: 'Add one' }));
    await waitFor(() => expect(server.sent('POST /counter')).toHaveLength(1));
    expect(server.sent('GET /counter')).toHaveLength(1);
    expect(screen.getByText('counter: 0')).toBeTruthy();
  });

  it.each([
    {
      declared: 'a prefix: the refresh is quiet, and a failure keeps what was shown',
      stale: '/counter',
      shows: 'counter: 0',
    },
    {
      declared: 'a reload: asked as a retry is, and a failure replaces the data',
      stale: { reload: '/counter' },
      shows: 'counter: Gone.',
    },
  ])('declared as $declared', async ({ stale, shows }) => {
    let posted = false;
    const server = fakeApi({
      'GET /counter': () => (posted ? { status: 404, body: { message: 'Gone.' } } : { body: { count: 0 } }),
      'POST /counter': () => ((posted = true), { body: { count: 1 } }),
    });
    render(
      <>
        <Counter label="counter" />
        <AddOne invalidates={[stale]} />
      </>,
    );
    await screen.findByText('counter: 0');
    await userEvent.click(screen.getByRole('button', { name: 'Add one' }));
    await waitFor(() => expect(server.sent('GET /counter')).toHaveLength(2));
    // The refused answer lands.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(await screen.findByText(shows)).toBeTruthy();
  });

  it('a live notice refreshes the keys its handler names, through the same invalidation as a write', async () => {
    let count = 5;
    const server = fakeApi({ 'GET /counter': () => ({ body: { count } }) });
    render(
      <>
        <Counter label="badge" />
        <Counter label="card" />
      </>,
    );
    await screen.findByText('badge: 5');
    count = 6;
    // Both screens name the key: it is asked once.
    act(() => dispatchNotices([{ kind: 'qotd' }]));
    expect(await screen.findByText('badge: 6')).toBeTruthy();
    expect(screen.getByText('card: 6')).toBeTruthy();
    expect(server.sent('GET /counter')).toHaveLength(2);
  });

  it('a failed write leaves the data as it was and says the server’s message', async () => {
    const server = fakeApi({
      'GET /counter': () => ({ body: { count: 3 } }),
      'POST /counter': () => ({ status: 409, body: { message: 'The counter is closed.' } }),
    });
    render(
      <>
        <Counter label="counter" />
        <AddOne invalidates={['/counter']} />
        <Toaster />
      </>,
    );
    await screen.findByText('counter: 3');
    await userEvent.click(screen.getByRole('button', { name: 'Add one' }));
    expect(await screen.findByText('The counter is closed.')).toBeTruthy();
    expect(screen.getByText('counter: 3')).toBeTruthy();
    expect(server.sent('GET /counter')).toHaveLength(1);
  });

  it('disables the write’s button while it is on its way', async () => {
    const answer = deferred<void>();
    fakeApi({
      'GET /counter': () => ({ body: { count: 0 } }),
      'POST /counter': async () => {
        await answer.promise;
        return { body: { count: 1 } };
      },
    });
    render(<AddOne invalidates={['/counter']} />);
    const button = screen.getByRole('button', { name: 'Add one' });
    await userEvent.click(button);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer.resolve());
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });
});
