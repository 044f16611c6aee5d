import { MESSAGES } from '@contracts/messages';
import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeApi } from '../../../lib/testing/fake-api';
import { errorOf, valueOf } from '../../../lib/testing/fields';
import { renderScreen } from '../../../lib/testing/render';
import { SignupForm } from './signup-form';

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const adult = () => screen.getByRole('checkbox', { name: 'I am at least 18 years old.' });
const signUpButton = () => screen.getByRole('button', { name: 'Sign Up' });

async function fillIn(address = 'sam@example.com', secret = 'long enough words') {
  await userEvent.type(email(), address);
  await userEvent.type(password(), secret);
  await userEvent.click(adult());
}

describe('the sign-up form', () => {
  it('says what each field needs, beside it, in the spec’s words, and sends nothing', async () => {
    const server = fakeApi({});
    renderScreen(<SignupForm />);
    await userEvent.click(signUpButton());
    expect(errorOf(email())).toBe(MESSAGES.invalidEmail);
    expect(errorOf(password())).toBe(MESSAGES.passwordTooShort);
    expect(errorOf(adult())).toBe(MESSAGES.ageRequired);
    expect(adult().getAttribute('aria-invalid')).toBe('true');
    expect(server.requests).toHaveLength(0);
  });

  it('refuses an address that is not one and a password one character short', async () => {
    const server = fakeApi({});
    renderScreen(<SignupForm />);
    await fillIn('not-an-address', '1234567');
    await userEvent.click(signUpButton());
    expect(errorOf(email())).toBe(MESSAGES.invalidEmail);
    expect(errorOf(password())).toBe(MESSAGES.passwordTooShort);
    expect(errorOf(adult())).toBe('');
    expect(server.requests).toHaveLength(0);
  });

  it('says a taken address as “Account not created.” and the server’s text, and keeps what was typed', async () => {
    const server = fakeApi({
      'POST /auth/signup': () => ({ status: 409, body: { message: MESSAGES.emailTaken, error: 'Conflict' } }),
    });
    renderScreen(<SignupForm />);
    await fillIn();
    await userEvent.click(signUpButton());
    expect(await screen.findByText(`${MESSAGES.accountNotCreated} ${MESSAGES.emailTaken}`)).toBeTruthy();
    expect(server.sent('POST /auth/signup')).toEqual([
      {
        method: 'POST',
        path: '/auth/signup',
        body: { email: 'sam@example.com', password: 'long enough words', isAdult: true },
      },
    ]);
    expect(valueOf(email())).toBe('sam@example.com');
    expect(valueOf(password())).toBe('long enough words');
    expect((adult() as HTMLInputElement).checked).toBe(true);
  });

  it('shows a refused common password beside the password, and the next submit’s own errors replace it', async () => {
    fakeApi({
      'POST /auth/signup': () => ({
        status: 400,
        body: { message: MESSAGES.passwordTooCommon, error: 'Bad Request' },
      }),
    });
    renderScreen(<SignupForm />);
    await fillIn('sam@example.com', 'password1');
    await userEvent.click(signUpButton());
    await waitFor(() => expect(errorOf(password())).toBe(MESSAGES.passwordTooCommon));
    expect(valueOf(password())).toBe('password1');
    expect(errorOf(email())).toBe('');

    await userEvent.clear(email());
    await userEvent.click(signUpButton());
    expect(errorOf(email())).toBe(MESSAGES.invalidEmail);
    expect(errorOf(password())).toBe('');
  });

  it('cannot be sent twice while the sign-up is on its way', async () => {
    const answer = deferred<void>();
    const server = fakeApi({
      'POST /auth/signup': async () => {
        await answer.promise;
        return { status: 409, body: { message: MESSAGES.emailTaken } };
      },
    });
    renderScreen(<SignupForm />);
    await fillIn();
    await userEvent.click(signUpButton());
    expect((signUpButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(signUpButton());
    await userEvent.type(password(), '{Enter}');
    expect(server.sent('POST /auth/signup')).toHaveLength(1);
    await act(async () => answer.resolve());
    await waitFor(() => expect((signUpButton() as HTMLButtonElement).disabled).toBe(false));
    expect(server.sent('POST /auth/signup')).toHaveLength(1);
  });
});
