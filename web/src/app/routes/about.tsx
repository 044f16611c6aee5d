import { Link } from 'react-router-dom';
import { ProsePage } from '../../features/static-pages/components/prose-page';
import { paths } from '../../lib/paths';

export function AboutRoute() {
  return (
    <ProsePage
      title="About Us"
      lead="Any Topic for Anyone Impacted by Divorce to Gain Knowledge, Wisdom, Clarity, and Support."
    >
      <p>
        Divorce touches everything at once: children, money, a home, friendships, the law and the way you see yourself.
        Most people go through it with more questions than answers, and often at the hardest time of their lives. We
        built this community so that nobody has to go through it alone or uninformed.
      </p>

      <h2>What you will find here</h2>
      <ul>
        <li>
          <Link to={paths.answers}>Questions and answers</Link> from people who have been where you are, and from
          professionals who work with divorce every day.
        </li>
        <li>
          <Link to={paths.articles}>Articles</Link>, <Link to={paths.videos}>videos and audio</Link> and{' '}
          <Link to={paths.books}>books</Link> that members found helpful, grouped by{' '}
          <Link to={paths.browse}>topic</Link>.
        </li>
        <li>
          <Link to={paths.experts}>Experts</Link> near you: lawyers, mediators, therapists, coaches, financial planners
          and others who keep a public profile here.
        </li>
      </ul>

      <h2>How we work</h2>
      <p>
        Anyone can read and search. Members ask, answer, comment, vote and save what helps them. You can ask a question
        before you sign up: we keep it safe until you do. Moderators read the reports members send and remove what does
        not belong here.
      </p>
      <p>
        What you read here is people sharing what they know and what they lived through. It is not legal, financial or
        psychological advice, and it cannot replace a professional who knows your situation.
      </p>

      <h2>Your privacy</h2>
      <p>
        People here are often in litigation, and some are in danger. We collect as little as we can, we never sell
        personal data, and we explain exactly what we keep in our <Link to={paths.terms}>Terms and Privacy</Link>.
      </p>

      <h2>Get in touch</h2>
      <p>
        Questions, ideas or a problem with the site? Write to us through the <Link to={paths.contact}>Contact Us</Link>{' '}
        form. If you are a divorce professional, you can <Link to={paths.expertSignup}>register as an expert</Link>.
      </p>
    </ProsePage>
  );
}
