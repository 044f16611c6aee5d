import { EXPERT_LOCATION_MAX, EXPERT_MESSAGE_MAX, EXPERT_SEARCH_MESSAGES } from '@contracts/expert-search';
import { MESSAGES } from '@contracts/messages';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { EmailField } from '../../../components/email-field';
import { Field } from '../../../components/field';
import { Honeypot } from '../../../components/honeypot';
import { MessageField } from '../../../components/message-field';
import { inputClassName } from '../../../components/input-class';
import { isValidEmail } from '../../../lib/email';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { sendExpertMessage } from '../api/send-expert-message';
import styles from './experts-page.module.css';

/** Write to the site's administrators: email, location and message, with a hidden honeypot for bots. */
export function ExpertMessageForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [location, setLocation] = useState('');
  const [message, setMessage] = useState('');
  const [website, setWebsite] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [messageError, setMessageError] = useState<string>();
  const send = useServerWrite({
    run: sendExpertMessage,
    // A message to the experts: nothing the sender holds changes.
    invalidates: [],
    onSuccess: (reply) => {
      notify.success(reply.message);
      setLocation('');
      setMessage('');
    },
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Only a bot fills the hidden field: it is sent away without a word, and nothing is sent.
    if (website) {
      void navigate(paths.home, { replace: true });
      return;
    }
    const emailOk = isValidEmail(email);
    const messageOk = message.trim().length > 0;
    setEmailError(emailOk ? undefined : MESSAGES.invalidEmail);
    setMessageError(messageOk ? undefined : EXPERT_SEARCH_MESSAGES.messageRequired);
    if (!emailOk) notify.warning(MESSAGES.invalidEmail);
    if (!emailOk || !messageOk) return;
    await send.submit({ email: email.trim(), location: location.trim(), message: message.trim() });
  }

  return (
    <form className={styles.messageForm} onSubmit={handleSubmit} noValidate aria-label="Send us a message">
      <EmailField value={email} onChange={setEmail} error={emailError} />
      <Field label="Location" help="City and state, or zip code">
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            name="location"
            autoComplete="address-level2"
            maxLength={EXPERT_LOCATION_MAX}
            value={location}
            onChange={(event) => setLocation(event.target.value)}
          />
        )}
      </Field>
      <MessageField value={message} onChange={setMessage} max={EXPERT_MESSAGE_MAX} error={messageError} />
      <Honeypot value={website} onChange={setWebsite} />
      <Button type="submit" busy={send.pending}>
        Send Message
      </Button>
    </form>
  );
}
