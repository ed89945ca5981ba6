import { apiPaths, type LoginRequest, type UserInfo } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

export function signIn(credentials: LoginRequest): Promise<UserInfo> {
  return api.post(apiUrl(apiPaths.login), { json: credentials }).json<UserInfo>();
}
