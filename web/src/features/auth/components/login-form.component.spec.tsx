import { MESSAGES } from '@contracts/messages';
import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeApi } from '../../../lib/testing/fake-api';
import { errorOf, valueOf } from '../../../lib/testing/fields';
import { renderScreen } from '../../../lib/testing/render';
import { LoginForm } from './login-form';

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const loginButton = () => screen.getByRole('button', { name: 'Login' });

describe('the login form', () => {
  it('says both fields are needed, beside each, and sends nothing', async () => {
    const server = fakeApi({});
    renderScreen(<LoginForm onLoggingIn={() => undefined} />);
    await userEvent.click(loginButton());
    expect(errorOf(email())).toBe(MESSAGES.loginFieldsRequired);
    expect(errorOf(password())).toBe(MESSAGES.loginFieldsRequired);
    expect(server.requests).toHaveLength(0);
  });

  it('says an address that is not one is not valid', async () => {
    const server = fakeApi({});
    renderScreen(<LoginForm onLoggingIn={() => undefined} />);
    await userEvent.type(email(), 'not-an-address');
    await userEvent.type(password(), 'secret words');
    await userEvent.click(loginButton());
    expect(errorOf(email())).toBe(MESSAGES.invalidEmail);
    expect(errorOf(password())).toBe('');
    expect(server.requests).toHaveLength(0);
  });

  it('tells a refused login in the spec’s words and keeps what was typed', async () => {
    const server = fakeApi({
      'POST /auth/login': () => ({ status: 401, body: { message: 'Unauthorized' } }),
    });
    renderScreen(<LoginForm onLoggingIn={() => undefined} />);
    await userEvent.type(email(), 'sam@example.com');
    await userEvent.type(password(), 'wrong password');
    await userEvent.click(loginButton());
    expect(await screen.findByText(MESSAGES.loginFailed)).toBeTruthy();
    expect(server.sent('POST /auth/login')).toEqual([
      { method: 'POST', path: '/auth/login', body: { email: 'sam@example.com', password: 'wrong password' } },
    ]);
    expect(valueOf(email())).toBe('sam@example.com');
    expect(valueOf(password())).toBe('wrong password');
  });

  it('cannot be sent twice while the login is on its way', async () => {
    const answer = deferred<void>();
    const server = fakeApi({
      'POST /auth/login': async () => {
        await answer.promise;
        return { status: 401, body: { message: 'Unauthorized' } };
      },
    });
    renderScreen(<LoginForm onLoggingIn={() => undefined} />);
    await userEvent.type(email(), 'sam@example.com');
    await userEvent.type(password(), 'secret words');
    await userEvent.click(loginButton());
    expect((loginButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(loginButton());
    expect(server.sent('POST /auth/login')).toHaveLength(1);
    await act(async () => answer.resolve());
    await waitFor(() => expect((loginButton() as HTMLButtonElement).disabled).toBe(false));
  });
});
