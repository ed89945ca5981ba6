import { enquiryAction } from '../../features/admin/leads/api/enquiry-action';
import { getEnquiries } from '../../features/admin/leads/api/get-enquiries';
import { getStaffUsers } from '../../features/admin/leads/api/get-staff-users';
import { EnquiriesScreen } from '../../features/admin/leads/components/enquiries-screen';
import { adminMeta } from '../../features/admin/kit/meta';
import { enquiryFiltersFromSearch } from '../../features/admin/leads/utils/enquiry-filters';
import { adminPageSize, pageFromSearch } from '../../features/admin/kit/utils/pagination';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-enquiries';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const page = pageFromSearch(search);
  const { form, filters } = enquiryFiltersFromSearch(search);
  const [enquiries, staff] = await Promise.all([
    getEnquiries(adminPageSize, (page - 1) * adminPageSize, filters),
    // An editor-level account may not list users: the assignee list then offers only "Me".
    getStaffUsers().then(
      (users) => users.map((u) => ({ id: u._id, name: u.name })),
      () => null,
    ),
  ]);
  return { page, form, filters, enquiries, staff };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return enquiryAction(await request.formData(), new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = () => adminMeta('Enquiries');

export default function AdminEnquiriesRoute({ loaderData }: Route.ComponentProps) {
  return <EnquiriesScreen {...loaderData} />;
}
