import { ADMIN_MESSAGE_TEXT } from '@contracts/admin-messages';
import { MESSAGES } from '@contracts/messages';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../lib/testing/fake-api';
import { errorOf, valueOf } from '../../../lib/testing/fields';
import { renderScreen } from '../../../lib/testing/render';
import { ContactForm } from './contact-form';

const field = (label: string) => screen.getByLabelText(label);

async function fillIn() {
  await userEvent.type(field('Name'), 'Sam');
  await userEvent.type(field('Email'), 'sam@example.com');
  await userEvent.type(field('Message'), 'Hello there.');
}

describe('the Contact Us form', () => {
  it('says what each empty field needs, in the spec’s words, and sends nothing', async () => {
    const server = fakeApi({});
    renderScreen(<ContactForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(errorOf(field('Name'))).toBe(ADMIN_MESSAGE_TEXT.nameRequired);
    expect(errorOf(field('Email'))).toBe(MESSAGES.invalidEmail);
    expect(errorOf(field('Message'))).toBe(ADMIN_MESSAGE_TEXT.messageRequired);
    expect(server.requests).toHaveLength(0);
  });

  it('shows the server’s refusal and loses nothing typed', async () => {
    const server = fakeApi({
      'POST /contact': () => ({ status: 429, body: { message: 'Too many messages. Please try again later.' } }),
    });
    renderScreen(<ContactForm />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many messages. Please try again later.')).toBeTruthy();
    expect(server.sent('POST /contact')).toHaveLength(1);
    expect(valueOf(field('Name'))).toBe('Sam');
    expect(valueOf(field('Email'))).toBe('sam@example.com');
    expect(valueOf(field('Message'))).toBe('Hello there.');
  });

  it('sends what was typed, says the server’s thanks and empties the form', async () => {
    const server = fakeApi({ 'POST /contact': () => ({ body: { message: 'Thank you for your message.' } }) });
    renderScreen(<ContactForm />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thank you for your message.')).toBeTruthy();
    expect(server.sent('POST /contact')[0]?.body).toEqual({
      name: 'Sam',
      email: 'sam@example.com',
      message: 'Hello there.',
    });
    await waitFor(() => expect(valueOf(field('Message'))).toBe(''));
    expect(valueOf(field('Name'))).toBe('');
  });
});
