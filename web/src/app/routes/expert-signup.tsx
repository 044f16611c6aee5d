import { Link } from 'react-router-dom';
import { Loading } from '../../components/loading';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { useSessionStore } from '../../lib/session/session-store';
import { ExpertBenefits } from '../../features/experts/components/expert-benefits';
import { EXPERT_AREA_PATH, ExpertSignupForm } from '../../features/experts/components/expert-signup-form';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

function Intro() {
  const user = useSessionStore((state) => state.user);
  if (user) return <p>You are logged in as {user.email}. Sending this form makes your account an expert account.</p>;
  return (
    <p>
      Divorce professionals keep a free public profile here. Already a member? <Link to={paths.login}>Log in</Link>{' '}
      first to use your account.
    </p>
  );
}

export function ExpertSignupRoute() {
  useDocumentTitle('Expert Signup');
  const loaded = useSessionStore((state) => state.loaded);
  const user = useSessionStore((state) => state.user);

  if (!loaded) return <Loading page />;
  if (user?.role === 'Expert') {
    return (
      <AuthLayout title="Register as an Expert">
        <p>
          Your account is already an expert account. Edit your profile in the{' '}
          <Link to={EXPERT_AREA_PATH}>Expert Area</Link> of My Account.
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Register as an Expert" intro={<Intro />} aside={<ExpertBenefits />}>
      {/* A login or logout while here starts the form again, from that account. */}
      <ExpertSignupForm key={user?.uid ?? 'new'} />
    </AuthLayout>
  );
}
