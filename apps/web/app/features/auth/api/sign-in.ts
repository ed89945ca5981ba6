import { apiPaths, type LoginReply, type LoginRequest } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// The user and token, or a second-factor challenge for the code step.
export function signIn(credentials: LoginRequest): Promise<LoginReply> {
  return api.post(apiUrl(apiPaths.login), { json: credentials }).json<LoginReply>();
}
