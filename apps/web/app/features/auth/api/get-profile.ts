import type { UserProfile } from '@hvac/contracts';
import { adminApi } from '../../../lib/admin-api';

// The stored token is sent by the client's bearer hook.
export function getProfile(): Promise<UserProfile> {
  return adminApi.get('/api/users/profile');
}
