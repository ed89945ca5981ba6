import { apiPaths, type UserProfile } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// The stored token is sent by the client's bearer hook.
export function getProfile(): Promise<UserProfile> {
  return api.get(apiUrl(apiPaths.profile)).json<UserProfile>();
}
