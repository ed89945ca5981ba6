import { adminPageMax, apiPaths, type Page, type StaffUser } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

// The staff accounts an enquiry can be assigned to (auth-api answers owners and admins): the first
// hundred by name, more than a contractor's office has.
export async function getStaffUsers(): Promise<StaffUser[]> {
  const searchParams = { limit: adminPageMax };
  return (await api.get(apiUrl(apiPaths.staffUsers), { searchParams, cache: 'no-store' }).json<Page<StaffUser>>()).items;
}
