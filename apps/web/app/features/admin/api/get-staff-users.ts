import { apiPaths, type StaffUser } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// The staff accounts an enquiry can be assigned to (auth-api answers owners and admins).
export async function getStaffUsers(): Promise<StaffUser[]> {
  return api.get(apiUrl(apiPaths.staffUsers), { cache: 'no-store' }).json<StaffUser[]>();
}
