import { enquiryActivityAction, loadEnquiryActivity } from '../../features/admin/leads/api/enquiry-activity-action';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-enquiry-activity';

// A data route: the Enquiries screen's dialog reads one enquiry's history, notes and review request here with
// a fetcher, and writes notes and follow-ups to its action.
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return loadEnquiryActivity(Number(params.id));
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return enquiryActivityAction(Number(params.id), await request.formData());
}

// A component (showing nothing) keeps this a UI route, whose clientLoader and clientAction run in the browser;
// without one it would be a resource route, answered by the server.
export default function AdminEnquiryActivityRoute() {
  return null;
}
