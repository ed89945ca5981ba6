import { getEnquiries } from '../../features/admin/leads/api/get-enquiries';
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
  return {
    page,
    form,
    filters,
    enquiries: await getEnquiries(adminPageSize, (page - 1) * adminPageSize, filters),
  };
}

export const meta: Route.MetaFunction = () => adminMeta('Enquiries');

export default function AdminEnquiriesRoute({ loaderData }: Route.ComponentProps) {
  return <EnquiriesScreen page={loaderData.page} form={loaderData.form} filters={loaderData.filters} enquiries={loaderData.enquiries} />;
}
