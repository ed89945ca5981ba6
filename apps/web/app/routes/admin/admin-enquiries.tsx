import { enquirySpamFilters } from '@hvac/contracts';
import { getEnquiries } from '../../features/admin/api/get-enquiries';
import { EnquiriesScreen } from '../../features/admin/components/enquiries-screen';
import { adminMeta } from '../../features/admin/meta';
import { adminPageSize, pageFromSearch } from '../../features/admin/utils/pagination';
import { searchChoice } from '../../features/admin/utils/search-choice';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-enquiries';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const page = pageFromSearch(search);
  const spam = searchChoice(search, 'spam', enquirySpamFilters, 'include');
  return { page, spam, enquiries: await getEnquiries(adminPageSize, (page - 1) * adminPageSize, spam) };
}

export const meta: Route.MetaFunction = () => adminMeta('Enquiries');

export default function AdminEnquiriesRoute({ loaderData }: Route.ComponentProps) {
  return <EnquiriesScreen page={loaderData.page} spam={loaderData.spam} enquiries={loaderData.enquiries} />;
}
