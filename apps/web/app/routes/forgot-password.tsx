import { adminMeta } from '../features/admin/kit/meta';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () => adminMeta('Forgot your password?');

export default function ForgotPassword() {
  return <ForgotPasswordForm />;
}
