import { apiPaths, type StaffMember } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

// Deactivating signs the user out everywhere at once; activating lets them sign in again.
export function setUserActive(id: string, active: boolean): Promise<StaffMember> {
  return api.post(apiUrl(active ? apiPaths.userActivate(id) : apiPaths.userDeactivate(id))).json<StaffMember>();
}
