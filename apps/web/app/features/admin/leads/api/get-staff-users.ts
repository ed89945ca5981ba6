import { adminPageMax, type StaffUser } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

// The staff accounts an enquiry can be assigned to (auth-api answers owners and admins): the first
// hundred by name, more than a contractor's office has.
export async function getStaffUsers(): Promise<StaffUser[]> {
  return (await adminApi.get('/api/users', { searchParams: { limit: adminPageMax }, cache: 'no-store' })).items;
}
