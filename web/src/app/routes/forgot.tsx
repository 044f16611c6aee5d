import { AuthLayout } from '../../features/auth/components/auth-layout';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function ForgotRoute() {
  useDocumentTitle('Reset Password');
  return (
    <AuthLayout
      title="Reset Password"
      intro={<p>Enter the email you signed up with and we will send you a verification code.</p>}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
