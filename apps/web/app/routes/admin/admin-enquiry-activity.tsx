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

export default function AdminEnquiryActivityRoute() {
  return null;
}
