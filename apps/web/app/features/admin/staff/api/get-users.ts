import { apiPaths, type Page, type StaffMember } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

// A page of staff users by name, searched by name or e-mail (?q=).
export function getUsers(searchParams: URLSearchParams): Promise<Page<StaffMember>> {
  return api.get(apiUrl(apiPaths.users), { searchParams, cache: 'no-store' }).json<Page<StaffMember>>();
}
