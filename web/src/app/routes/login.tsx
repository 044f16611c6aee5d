import { useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading } from '../../components/loading';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { LoginForm } from '../../features/auth/components/login-form';
import { useSessionStore } from '../../lib/session/session-store';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function LoginRoute() {
  useDocumentTitle('Login');
  const loaded = useSessionStore((state) => state.loaded);
  const user = useSessionStore((state) => state.user);
  // Set once this page's own login succeeds, so it is not mistaken for an already logged-in visit.
  const loggingIn = useRef(false);

  if (!loaded) return <Loading page />;
  if (user && !loggingIn.current) return <Navigate to={paths.home} replace />;

  return (
    <AuthLayout title="Login" intro={<p>Welcome back. We are glad you are here.</p>}>
      <LoginForm onLoggingIn={() => (loggingIn.current = true)} />
    </AuthLayout>
  );
}
