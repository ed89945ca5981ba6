import type { ChangePasswordReply, ChangePasswordRequest } from '@hvac/contracts';
import { adminApi } from '../../../lib/admin-api';

export function changePassword(request: ChangePasswordRequest): Promise<ChangePasswordReply> {
  return adminApi.post('/api/users/password', { json: request });
}
