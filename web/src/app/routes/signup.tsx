import { AuthLayout } from '../../features/auth/components/auth-layout';
import { MemberBenefits } from '../../features/auth/components/member-benefits';
import { SignupForm } from '../../features/auth/components/signup-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function SignupRoute() {
  useDocumentTitle('Signup');
  return (
    <AuthLayout title="Become a Member. It's free!" aside={<MemberBenefits />}>
      <SignupForm />
    </AuthLayout>
  );
}
