import { apiPaths, type ChangeRoleRequest, type StaffMember, type StaffRole } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export function changeUserRole(id: string, role: StaffRole): Promise<StaffMember> {
  const body: ChangeRoleRequest = { role };
  return api.put(apiUrl(apiPaths.userRole(id)), { json: body }).json<StaffMember>();
}
