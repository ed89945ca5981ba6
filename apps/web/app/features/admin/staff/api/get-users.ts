import type { Page, StaffMember } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

// A page of staff users by name, searched by name or e-mail (?q=).
export function getUsers(searchParams: URLSearchParams): Promise<Page<StaffMember>> {
  return adminApi.get('/api/users', { searchParams, cache: 'no-store' });
}
