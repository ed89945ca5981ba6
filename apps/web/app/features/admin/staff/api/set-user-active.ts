import type { StaffMember } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

// Deactivating signs the user out everywhere at once; activating lets them sign in again.
export function setUserActive(id: string, active: boolean): Promise<StaffMember> {
  return adminApi.post(active ? '/api/users/{id}/activate' : '/api/users/{id}/deactivate', { path: { id } });
}
