import { useSearchParams } from 'react-router-dom';
import { AccountResetForm } from '../../features/auth/components/account-reset-form';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AccountResetRoute() {
  useDocumentTitle('Reset Password');
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout
      title="Reset Password"
      intro={<p>Check your email and code, then choose a new password on the next page.</p>}
    >
      <AccountResetForm initialEmail={searchParams.get('email') ?? ''} initialCode={searchParams.get('code') ?? ''} />
    </AuthLayout>
  );
}
