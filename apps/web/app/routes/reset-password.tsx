import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { adminMeta } from '../features/admin/kit/meta';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { linkTokenFrom } from '../features/auth/utils/new-password';
import type { SignInPageState } from '../features/auth/utils/sign-in-page-state';
import { useSessionStore } from '../lib/session/session-store';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () => adminMeta('Choose a new password');

export default function ResetPassword() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  return (
    <ResetPasswordForm
      token={linkTokenFrom(hash)}
      onReset={(message) => {
        // Every session ended with the reset; a session this browser still remembers would only fail later.
        useSessionStore.getState().signOut();
        navigate(paths.login.getHref(), { replace: true, state: { confirmation: message } satisfies SignInPageState });
      }}
    />
  );
}
