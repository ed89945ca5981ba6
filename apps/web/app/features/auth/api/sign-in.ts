import type { LoginReply, LoginRequest } from '@hvac/contracts';
import { adminApi } from '../../../lib/admin-api';

// The user and token, or a second-factor challenge for the code step.
export function signIn(credentials: LoginRequest): Promise<LoginReply> {
  return adminApi.post('/api/users/login', { json: credentials });
}
