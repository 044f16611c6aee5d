import { ADMIN_MESSAGE_TEXT, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '@contracts/admin-messages';
import { MESSAGES } from '@contracts/messages';
import { type FormEvent, useState } from 'react';
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
import { sendContactMessage } from '../api/send-contact-message';
import styles from './contact-form.module.css';

interface Errors {
  name?: string;
  email?: string;
  message?: string;
}

/** Contact Us: name, email and message for the administrators, with a hidden honeypot for bots. */
export function ContactForm() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const send = useServerWrite({
    run: sendContactMessage,
    // A message to the administrators: nothing the sender holds changes.
    invalidates: [],
    onSuccess: (reply) => {
      notify.success(reply.message);
      setName('');
      setEmail('');
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
    const found: Errors = {
      ...(name.trim() ? {} : { name: ADMIN_MESSAGE_TEXT.nameRequired }),
      ...(isValidEmail(email) ? {} : { email: MESSAGES.invalidEmail }),
      ...(message.trim() ? {} : { message: ADMIN_MESSAGE_TEXT.messageRequired }),
    };
    setErrors(found);
    if (found.email) notify.warning(MESSAGES.invalidEmail);
    if (Object.keys(found).length > 0) return;
    await send.submit({ name: name.trim(), email: email.trim(), message: message.trim() });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Contact Us">
      <Field label="Name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            name="name"
            autoComplete="name"
            maxLength={CONTACT_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <MessageField value={message} onChange={setMessage} max={CONTACT_MESSAGE_MAX} error={errors.message} rows={7} />
      <Honeypot value={website} onChange={setWebsite} />
      <Button type="submit" busy={send.pending}>
        Send Message
      </Button>
    </form>
  );
}
