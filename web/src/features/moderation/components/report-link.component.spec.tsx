import { CONVERSATION_MESSAGES } from '@contracts/content';
import type { SessionUser } from '@contracts/members';
import { MODERATION_MESSAGES, REPORT_REASONS } from '@contracts/moderation';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi } from '../../../lib/testing/fake-api';
import { renderScreen } from '../../../lib/testing/render';
import { ReportLink } from './report-link';

const member: SessionUser = {
  uid: 7,
  email: 'sam@example.com',
  username: 'Sam',
  usernameChosen: true,
  role: 'member',
  tutorialStatus: 1,
  mustChangePassword: false,
};

const reportButton = () => screen.getByRole('button', { name: 'Report this comment' });
const dialog = () => screen.getByRole('dialog', { name: 'Report this comment' });
const sendButton = () => within(dialog()).getByRole('button', { name: 'Send report' });
const reason = (label: string) => within(dialog()).getByRole('radio', { name: label });

async function openAndChoose(label: string) {
  await userEvent.click(reportButton());
  await userEvent.click(reason(label));
}

beforeEach(() => {
  useSessionStore.setState({ user: member, loaded: true });
});

afterEach(() => {
  useSessionStore.setState({ user: null, loaded: false });
});

describe('the report dialog', () => {
  it('opens as a dialog named for what it reports, and sends nothing until a reason is chosen', async () => {
    const server = fakeApi({});
    renderScreen(<ReportLink target="comments" id={12} noun="comment" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(reportButton());
    expect(dialog()).toBeTruthy();
    for (const label of Object.values(REPORT_REASONS)) expect(reason(label)).toBeTruthy();
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(sendButton());
    expect(server.requests).toHaveLength(0);
  });

  it('sends the chosen reason, closes, thanks in the spec’s words and then reads “Reported”', async () => {
    const server = fakeApi({ 'POST /comments/12/report': () => ({ status: 201, body: { message: 'Reported.' } }) });
    renderScreen(<ReportLink target="comments" id={12} noun="comment" />);
    await openAndChoose(REPORT_REASONS.identifying);
    await userEvent.click(sendButton());
    expect(await screen.findByText(CONVERSATION_MESSAGES.reported)).toBeTruthy();
    expect(server.sent('POST /comments/12/report')).toEqual([
      { method: 'POST', path: '/comments/12/report', body: { reason: 'identifying' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Reported')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report this comment' })).toBeNull();
  });

  it('shows a refusal’s message and stays open with the reason chosen, to send again', async () => {
    let refuse = true;
    const server = fakeApi({
      'POST /comments/12/report': () =>
        refuse
          ? { status: 429, body: { message: 'Too many requests. Please try again later.' } }
          : { status: 201, body: { message: 'Reported.' } },
    });
    renderScreen(<ReportLink target="comments" id={12} noun="comment" />);
    await openAndChoose(REPORT_REASONS.harmful);
    await userEvent.click(sendButton());
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeTruthy();
    expect(dialog()).toBeTruthy();
    expect((reason(REPORT_REASONS.harmful) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(CONVERSATION_MESSAGES.reported)).toBeNull();

    refuse = false;
    await userEvent.click(sendButton());
    expect(await screen.findByText(CONVERSATION_MESSAGES.reported)).toBeTruthy();
    expect(server.sent('POST /comments/12/report').map((request) => request.body)).toEqual([
      { reason: 'harmful' },
      { reason: 'harmful' },
    ]);
  });

  it('a second report, refused as one, closes and says it was already reported', async () => {
    fakeApi({
      'POST /comments/12/report': () => ({
        status: 409,
        body: { message: MODERATION_MESSAGES.alreadyReported, error: 'Conflict' },
      }),
    });
    renderScreen(<ReportLink target="comments" id={12} noun="comment" />);
    await openAndChoose(REPORT_REASONS.spam);
    await userEvent.click(sendButton());
    expect(await screen.findByText(MODERATION_MESSAGES.alreadyReported)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Reported')).toBeTruthy();
  });

  it('Cancel closes it and sends nothing', async () => {
    const server = fakeApi({});
    renderScreen(<ReportLink target="comments" id={12} noun="comment" />);
    await openAndChoose(REPORT_REASONS.other);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests).toHaveLength(0);
    expect(reportButton()).toBeTruthy();
  });

  it('is not offered to a visitor', () => {
    useSessionStore.setState({ user: null });
    renderScreen(<ReportLink target="comments" id={12} noun="comment" />);
    expect(screen.queryByRole('button', { name: 'Report this comment' })).toBeNull();
  });
});
