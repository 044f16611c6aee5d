import { Link } from 'react-router-dom';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ProsePage } from '../../features/static-pages/components/prose-page';
import { paths } from '../../lib/paths';

export function ContactRoute() {
  return (
    <ProsePage
      title="Contact Us"
      lead="Questions, ideas or concerns about the site: write to the people who run it. We read every message."
    >
      <p>
        Something on a page is wrong or hurtful? Use the Report link under it. Looking for a professional near you? Try
        our <Link to={paths.experts}>Experts</Link>.
      </p>
      <ContactForm />
    </ProsePage>
  );
}
