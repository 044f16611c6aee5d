import { QUICK_EXIT_LABEL } from '@contracts/quick-exit';
import { Link } from 'react-router-dom';
import { ProsePage, proseStyles } from '../../features/static-pages/components/prose-page';
import { paths } from '../../lib/paths';

const SECTIONS = [
  { id: 'terms-of-use', title: 'Terms of Use' },
  { id: 'code-of-conduct', title: 'Code of Conduct' },
  { id: 'privacy-policy', title: 'Privacy Policy' },
  { id: 'quick-exit', title: 'Leaving This Site Quickly' },
] as const;

export const TERMS_LAST_UPDATED = 'October 6, 2016';

export function TermsRoute() {
  return (
    <ProsePage
      title="Terms and Agreements"
      lead="The rules that keep this community safe and useful, and what we do with your information."
    >
      <p className={proseStyles.updated}>Last updated {TERMS_LAST_UPDATED}</p>
      <nav className={proseStyles.contents} aria-label="On this page">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="terms-of-use">
        <h2 id="terms-of-use">Terms of Use</h2>
        <p>
          By reading, searching or posting on this site you agree to these terms. If you do not agree, please do not use
          the site.
        </p>
        <h3>Who may join</h3>
        <p>
          You must be 18 years of age or older to create an account, post, comment, answer, vote or follow, and to
          submit anything before you sign up. We close any account we learn belongs to someone under 18. If you are
          younger and going through your parents&rsquo; divorce, please talk to an adult you trust, such as a school
          counsellor.
        </p>
        <h3>Not professional advice</h3>
        <p>
          Everything here, including what experts write, is general information and personal experience. It is not
          legal, financial, medical or psychological advice, and no lawyer–client or therapist–client relationship is
          formed by using the site. For decisions about your case, your children or your safety, talk to a qualified
          professional who knows your situation.
        </p>
        <h3>Your content</h3>
        <p>
          You keep the rights to what you post. By posting you allow us to show it on the site, in search results and in
          feeds of the site, and to keep it while the site runs. You confirm that you have the right to share what you
          post, including links, videos and book recommendations, and that it does not break anyone else&rsquo;s rights
          or the law.
        </p>
        <p>
          What you post in public can be read by anyone, including people involved in your divorce. Posts on sites like
          this one have been brought into court. Think before you share names, places, dates or anything that identifies
          you, your former partner or your children.
        </p>
        <h3>Experts</h3>
        <p>
          Expert profiles are paid listings. We check that an expert&rsquo;s account is active, not their licence or
          qualifications: please check those yourself before you hire anyone. Experts are responsible for what they say
          and for following the rules of their profession.
        </p>
        <h3>Moderation</h3>
        <p>
          We may remove content or close accounts that break these terms or the code of conduct, with or without notice.
          You can report a comment or an answer with its Report link; administrators review every report.
        </p>
        <h3>Links to other sites</h3>
        <p>
          Links to other websites open in a new tab after we ask you to confirm. We do not control those sites and are
          not responsible for their content or their privacy practices.
        </p>
        <h3>Changes</h3>
        <p>
          We may change these terms. The date at the top of this page shows the latest version; continuing to use the
          site after a change means you accept it.
        </p>
      </section>

      <section aria-labelledby="code-of-conduct">
        <h2 id="code-of-conduct">Code of Conduct</h2>
        <p>
          People come here in some of the hardest months of their lives. Treat everyone as you would want to be treated
          on your worst day.
        </p>
        <ul>
          <li>Be kind and respectful, even when you disagree. Criticise ideas, never people.</li>
          <li>No harassment, threats, hate speech, or content that demeans anyone for who they are.</li>
          <li>
            Do not post anyone&rsquo;s personal information: full names, addresses, phone numbers, email addresses,
            workplaces or photos of other people, and never anything that identifies a child.
          </li>
          <li>
            No attacks on a former partner or their family, and no posts meant to be used against someone in a dispute.
          </li>
          <li>
            No advertising, spam or self-promotion outside an expert profile. Experts answer to help, not to sell.
          </li>
          <li>No sexual content, no illegal content, and nothing that encourages harm to yourself or others.</li>
          <li>
            Share only what you have the right to share, and say so when you are giving an opinion rather than a fact.
          </li>
        </ul>
        <p>
          If you see something that breaks these rules, report it. If you or someone else is in danger, contact your
          local emergency services first.
        </p>
      </section>

      <section aria-labelledby="privacy-policy">
        <h2 id="privacy-policy">Privacy Policy</h2>
        <h3>What we collect</h3>
        <ul>
          <li>
            Your email address and a password, which we store only as a strong one-way hash. No one, including us, can
            read it.
          </li>
          <li>
            What you choose to add to your profile: a username, and optionally your gender, state, marital status and
            number of children.
          </li>
          <li>What you post, comment, answer, vote on, save and follow, and when.</li>
          <li>
            For experts: the public profile, location and the fact of payment. Card details go to the payment processor,
            never to us.
          </li>
          <li>The messages you send through the contact and expert forms.</li>
        </ul>
        <h3>Posting before you sign up</h3>
        <p>
          If you write a question or a post before you have an account, we keep it under a random key that only your
          browser holds, until you sign up or log in and it is posted. Drafts nobody claims are deleted after 30 days.
        </p>
        <h3>What we do with it</h3>
        <p>
          We use your information to run the site: to show your posts under your username, to let you log in, to send
          you the emails you ask for (such as a password reset) and to keep the community safe. We do not sell or rent
          personal information, and we do not share it except with the services that host the site and process payments,
          or when the law requires it.
        </p>
        <h3>Cookies</h3>
        <p>
          We use a session cookie to keep you logged in and a security cookie to protect forms. We do not use cookies to
          follow you across other websites.
        </p>
        <h3>Your choices</h3>
        <p>
          You can change your profile at any time in My Account. To ask what we hold about you, to correct it or to have
          it deleted, write to us through the <Link to={paths.contact}>Contact Us</Link> form. You do not have to give
          your name: requests made anonymously are answered too, within 30 days, as long as you can show the request
          concerns an account you control (for example by writing from its email address).
        </p>
        <h3>Keeping it safe</h3>
        <p>
          Connections to the site are encrypted, administrators&rsquo; actions are recorded, and access to personal data
          is limited to what each task needs. No system is perfectly secure; if we learn of a breach that affects you,
          we will tell you.
        </p>
        <h3>Age</h3>
        <p>
          The site is for adults 18 years of age or older. We do not knowingly collect information from anyone younger.
        </p>
      </section>

      <section aria-labelledby="quick-exit">
        <h2 id="quick-exit">Leaving This Site Quickly</h2>
        <p>
          If someone may see your screen, press the <strong>{QUICK_EXIT_LABEL}</strong> button at the top of every page,
          or press the Esc key twice (if a window or menu is open, the first press closes it, then press twice). The
          page goes blank at once and a weather website opens in its place, in the same tab. The back button does not
          bring back the page you were reading.
        </p>
        <h3>What it cannot do</h3>
        <ul>
          <li>
            It does not erase your browser history. Pages you opened before the one you left, in this tab or others, are
            still listed there and may be reached with the back button. Other tabs showing this site stay open.
          </li>
          <li>
            On a shared computer, tablet or phone, anyone who uses it after you may see this site in the history, in the
            address bar&rsquo;s suggestions or in recently closed tabs. A private or incognito window keeps none of
            these once it is closed.
          </li>
          <li>
            If you are logged in, you stay logged in until you log out. Log out before you leave the device, and clear
            the history of this site if it is safe for you to do so.
          </li>
          <li>
            It cannot hide that you visited the site from someone who monitors your network, your accounts or the device
            itself.
          </li>
        </ul>
        <p>
          If you think your device is being monitored, use a computer someone else cannot reach, such as one at a
          library or at work, and read the <Link to={paths.resources}>crisis resources</Link> for people who can help
          you plan for your safety.
        </p>
      </section>
    </ProsePage>
  );
}
