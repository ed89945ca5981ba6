import { apiPaths, type StaffMember } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

export function getUsers(): Promise<StaffMember[]> {
  return api.get(apiUrl(apiPaths.users), { cache: 'no-store' }).json<StaffMember[]>();
}
