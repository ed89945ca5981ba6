import type { StaffMember, StaffRole } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export function changeUserRole(id: string, role: StaffRole): Promise<StaffMember> {
  return adminApi.put('/api/users/{id}/role', { path: { id }, json: { role } });
}
