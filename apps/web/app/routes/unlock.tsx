import { useLocation } from 'react-router';
import { adminMeta } from '../features/admin/kit/meta';
import { UnlockAccountForm } from '../features/auth/components/unlock-account-form';
import { linkTokenFrom } from '../features/auth/utils/new-password';
import type { Route } from './+types/unlock';

export const meta: Route.MetaFunction = () => adminMeta('Unlock your account');

export default function Unlock() {
  const { hash } = useLocation();
  return <UnlockAccountForm token={linkTokenFrom(hash)} />;
}
