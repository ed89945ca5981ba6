import { useLocation } from 'react-router';
import { adminMeta } from '../features/admin/kit/meta';
import { AcceptInvitationForm } from '../features/auth/components/accept-invitation-form';
import { linkTokenFrom } from '../features/auth/utils/new-password';
import type { Route } from './+types/accept-invite';

export const meta: Route.MetaFunction = () => adminMeta('Accept your invitation');

export default function AcceptInvite() {
  const { hash } = useLocation();
  return <AcceptInvitationForm token={linkTokenFrom(hash)} />;
}
